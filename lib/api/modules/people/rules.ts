/**
 * The people module's rules as pure functions (table-tested in rules.test.ts): admission
 * number patterns, guardian lists, promotion outcomes, reserved roles.
 */
import type { IsoDate } from '../../../calendar';
import { RESERVED_ROLES } from '../../../permissions/catalogue';

export const DEFAULT_ADMISSION_PATTERN = '{YYYY}-{SEQ:4}';

const TOKEN = /\{(YYYY|YY|SEQ(?::(\d))?)\}/g;

/** Why a pattern cannot be used, or undefined when it can. */
export function admissionPatternProblem(pattern: string): string | undefined {
  const seqs = pattern.match(/\{SEQ(?::\d)?\}/g) ?? [];
  if (seqs.length !== 1) return 'The pattern must contain {SEQ} (or {SEQ:n}) exactly once.';
  const rest = pattern.replace(TOKEN, '');
  if (/[{}]/.test(rest)) return 'The pattern may use only {YYYY}, {YY} and {SEQ:n}.';
  if (!/^[A-Za-z0-9/_.-]*$/.test(rest))
    return 'Besides its placeholders, the pattern may hold letters, digits and - / _ . only.';
  if (pattern.length > 40) return 'The pattern may be at most 40 characters.';
  return undefined;
}

/** The admission number for a year and a sequence: `{YYYY}-{SEQ:4}`, 2026, 7 → `2026-0007`. */
export function formatAdmissionNumber(pattern: string, year: number, seq: number): string {
  return pattern.replace(TOKEN, (_m, token: string, width?: string) => {
    if (token === 'YYYY') return String(year);
    if (token === 'YY') return String(year % 100).padStart(2, '0');
    return String(seq).padStart(Number(width ?? 1), '0');
  });
}

/**
 * A regular expression matching the numbers a pattern produces for a year, capturing the
 * sequence, so the next number is one past the highest already used.
 */
export function admissionNumberMatcher(pattern: string, year: number): RegExp {
  const escaped = pattern.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  const source = escaped.replace(TOKEN, (_m, token: string) => {
    if (token === 'YYYY') return String(year);
    if (token === 'YY') return String(year % 100).padStart(2, '0');
    return '(\\d+)';
  });
  return new RegExp(`^${source}$`);
}

export function nextSequence(existing: readonly string[], matcher: RegExp): number {
  let max = 0;
  for (const number of existing) {
    const m = matcher.exec(number);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

export type GuardianLink = { email: string; is_primary: boolean };

/** A student's guardians: at least one, distinct e-mails, exactly one primary contact. */
export function guardianListErrors(guardians: readonly GuardianLink[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!guardians.length) {
    errors.guardians = 'Add at least one guardian.';
    return errors;
  }
  const seen = new Map<string, number>();
  guardians.forEach((g, i) => {
    const email = g.email.trim().toLowerCase();
    const first = seen.get(email);
    if (first !== undefined)
      errors[`guardians.${i}.email`] = `This e-mail is already given for guardian ${first + 1}.`;
    else seen.set(email, i);
  });
  const primaries = guardians.filter((g) => g.is_primary).length;
  if (primaries !== 1) errors.guardians = 'Choose exactly one primary contact among the guardians.';
  return errors;
}

/**
 * A student's dates against today in the school's zone: born before today, admitted on or
 * before today and not before being born. ISO dates compare correctly as text.
 */
export function studentDateProblems(
  dates: { date_of_birth?: IsoDate | null; admission_date?: IsoDate | null },
  today: IsoDate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { date_of_birth: born, admission_date: admitted } = dates;
  if (born && born >= today) problems.date_of_birth = 'The date of birth must be in the past.';
  if (admitted && admitted > today)
    problems.admission_date = 'The admission date cannot be in the future.';
  else if (admitted && born && admitted < born)
    problems.admission_date = 'The admission date cannot be before the date of birth.';
  return problems;
}

export const ROLL_NUMBER_ORDERS = ['name', 'admission_no', 'admission_date'] as const;
export type RollNumberOrder = (typeof ROLL_NUMBER_ORDERS)[number];

export type PromotionDecision = { result: 'pass' | 'fail'; next: 'continue' | 'leave' };
export type PromotionOutcome =
  | { kind: 'promote'; event: 'promotion'; status: 'active' }
  | { kind: 'repeat'; event: 'repeat'; status: 'active' }
  | { kind: 'leave'; event: 'status_change'; status: 'left' };

/** Passed and continuing: up to the target; failed and continuing: repeat; leaving: left. */
export function promotionOutcome(d: PromotionDecision): PromotionOutcome {
  if (d.next === 'leave') return { kind: 'leave', event: 'status_change', status: 'left' };
  if (d.result === 'pass') return { kind: 'promote', event: 'promotion', status: 'active' };
  return { kind: 'repeat', event: 'repeat', status: 'active' };
}

export function isReservedRole(name: string): boolean {
  return (RESERVED_ROLES as readonly string[]).includes(name);
}

/** "student-list" → "student"; "student-admission-inquiry-list" → "student"; groups the catalogue. */
export function permissionArea(name: string): string {
  const special: Record<string, string> = {
    'student-view': 'student',
    'student-admission-inquiry-list': 'student',
    'student-bulk-import': 'student',
    'approve-leave': 'leave',
  };
  return special[name] ?? name.replace(/-(list|create|edit|delete)$/, '');
}

export function groupPermissions(
  names: readonly string[],
): { area: string; permissions: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const area = permissionArea(name);
    groups.set(area, [...(groups.get(area) ?? []), name]);
  }
  return [...groups].map(([area, permissions]) => ({ area, permissions }));
}
