/**
 * The payslip arithmetic, pure: net = basic + allowances − deductions − unpaid days × basic ÷
 * days. All amounts are integer minor units.
 *
 * Rounding, stated once: every computed line is rounded on its own to minor units, half up
 * (`PAYROLL_ROUNDING`): a percentage of basic through lib/money `basisPointsOf`, and the unpaid
 * deduction as one division (unpaid halves × basic ÷ (days × 2)), never day by day. The totals
 * are exact sums of the rounded lines, so the printed lines always add up to the net.
 */
import { daysInMonth, isoDateOf, type IsoDate } from '../../../calendar';
import { basisPointsOf, divideRounded, type RoundingRule } from '../../../money';
import type {
  ComponentCalc,
  ComponentKind,
  PayslipLineKind,
} from '../../../db/schema/payroll-values';

export const PAYROLL_ROUNDING: RoundingRule = 'half-up';

export type ComponentSetting = {
  id: number;
  name: string;
  kind: ComponentKind;
  calc: ComponentCalc;
  /** Minor units (fixed). */
  amount: number;
  /** Hundredths of a percent (percentage). */
  basis_points: number;
  /** The staff member's own amount, replacing the computed one. */
  override_amount?: number | null;
};

export type PayslipLine = {
  kind: PayslipLineKind;
  component_id: number | null;
  label: string;
  amount: number;
};

/** `1250` basis points of basic, rounded by the payroll rule. */
export function componentAmount(basic: number, c: ComponentSetting): number {
  if (c.override_amount != null) return c.override_amount;
  if (c.calc === 'fixed') return c.amount;
  return basisPointsOf(basic, c.basis_points, PAYROLL_ROUNDING);
}

/** unpaid days × basic ÷ days, one rounding; days are counted in halves. */
export function unpaidDeduction(basic: number, unpaidDays: number, days: number): number {
  if (unpaidDays <= 0 || days <= 0) return 0;
  const halves = BigInt(Math.round(unpaidDays * 2));
  const amount = divideRounded(
    BigInt(basic) * halves,
    BigInt(Math.round(days * 2)),
    PAYROLL_ROUNDING,
  );
  // Never more than the basic itself (more unpaid days than days under a working-days rule).
  return Math.min(basic, Number(amount));
}

export const formatDays = (d: number) => (Number.isInteger(d) ? `${d}` : d.toFixed(1));

/** The lines of a payslip in print order: basic, allowances, deductions, unpaid leave. */
export function payslipLines(input: {
  basic: number;
  components: readonly ComponentSetting[];
  unpaidDays: number;
  days: number;
}): PayslipLine[] {
  const { basic, components, unpaidDays, days } = input;
  const of = (kind: ComponentKind) =>
    components
      .filter((c) => c.kind === kind)
      .map((c) => ({
        kind,
        component_id: c.id,
        label: c.name,
        amount: componentAmount(basic, c),
      }));
  const lines: PayslipLine[] = [
    { kind: 'basic', component_id: null, label: 'Basic salary', amount: basic },
    ...of('allowance'),
    ...of('deduction'),
  ];
  const unpaid = unpaidDeduction(basic, unpaidDays, days);
  if (unpaidDays > 0)
    lines.push({
      kind: 'unpaid_leave',
      component_id: null,
      label: `Unpaid days (${formatDays(unpaidDays)} of ${formatDays(days)})`,
      amount: unpaid,
    });
  return lines;
}

const ADDS: ReadonlySet<PayslipLineKind> = new Set(['basic', 'allowance']);

/** Earnings, deductions and net of a payslip's lines (net may not go below zero: see caller). */
export function payslipTotals(lines: readonly { kind: PayslipLineKind; amount: number }[]) {
  let earnings = 0;
  let deductions = 0;
  for (const l of lines) {
    if (ADDS.has(l.kind)) earnings += l.amount;
    else deductions += l.amount;
  }
  return { earnings, deductions, net: earnings - deductions };
}

/** `2026-02` → its year and month numbers; months reach here checked by the request schemas. */
function monthParts(month: string): [year: number, m: number] {
  const [year, m] = month.split('-').map(Number);
  if (year === undefined || m === undefined) throw new Error(`${month} is not a month (YYYY-MM)`);
  return [year, m];
}

/** `2026-02` → its first and last day and its number of calendar days. */
export function monthRange(month: string): { first: IsoDate; last: IsoDate; days: number } {
  const [year, m] = monthParts(month);
  const days = daysInMonth(year, m);
  return {
    first: isoDateOf({ year, month: m, day: 1 }),
    last: isoDateOf({ year, month: m, day: days }),
    days,
  };
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [year, m] = monthParts(month);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
