/**
 * A person's balance of a leave type in a session year: the opening (allocation and what the
 * previous session year carried forward, fixed in leave_balances when they first apply) less
 * the paid days of approved requests. The arithmetic is rules.ts; this file reads the rows.
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { leaveBalances, leaveRequests } from '../../../db/schema/leave';
import type { LeaveStatus } from '../../../db/schema/leave-values';
import { previousSessionSpan, type SessionSpan } from '../academics';
import { joinedOn, type Member } from '../people';
import { balanceOf, carriedForward, type Balance, type Opening, type Taken } from './rules';

/** Whose leave: a staff member's own, or a student's (applied for by a guardian). */
export type Person = Member;

export const personColumns = (p: Person) =>
  p.kind === 'staff'
    ? { staffUserId: p.userId, studentId: null }
    : { staffUserId: null, studentId: p.studentId };

type PersonTable = typeof leaveBalances | typeof leaveRequests;

export function isPerson(table: PersonTable, p: Person): SQL {
  return p.kind === 'staff'
    ? sql`(${eq(table.staffUserId, p.userId)} and ${isNull(table.studentId)})`
    : sql`(${eq(table.studentId, p.studentId)} and ${isNull(table.staffUserId)})`;
}

export type TypeTerms = { id: number; allocated_days: number; carry_forward_cap: number };

/** Days of the person's requests of a type in a session year with one of `statuses`. */
export async function takenDays(
  tx: Executor,
  schoolId: number,
  sessionYearId: number,
  leaveTypeId: number,
  person: Person,
  statuses: LeaveStatus[],
  exceptRequestId?: number,
): Promise<Taken> {
  const row = oneRow(
    await tx
      .select({
        days: sql<number>`coalesce(sum(${leaveRequests.days}), 0)`.mapWith(Number),
        withoutPay: sql<number>`coalesce(sum(${leaveRequests.withoutPayDays}), 0)`.mapWith(Number),
      })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.schoolId, schoolId),
          eq(leaveRequests.sessionYearId, sessionYearId),
          eq(leaveRequests.leaveTypeId, leaveTypeId),
          isPerson(leaveRequests, person),
          inArray(leaveRequests.status, statuses),
          exceptRequestId === undefined ? undefined : ne(leaveRequests.id, exceptRequestId),
        ),
      ),
    'an aggregate without group by',
  );
  return row;
}

async function storedOpening(
  tx: Executor,
  schoolId: number,
  sessionYearId: number,
  leaveTypeId: number,
  person: Person,
): Promise<Opening | undefined> {
  const [row] = await tx
    .select({
      allocated: leaveBalances.allocatedDays,
      carriedForward: leaveBalances.carriedForwardDays,
    })
    .from(leaveBalances)
    .where(
      and(
        eq(leaveBalances.schoolId, schoolId),
        eq(leaveBalances.sessionYearId, sessionYearId),
        eq(leaveBalances.leaveTypeId, leaveTypeId),
        isPerson(leaveBalances, person),
      ),
    );
  return row;
}

/** How many session years back an unrecorded opening is worked out (a school keeps a few). */
const MAX_YEARS_BACK = 10;

/**
 * The session years before `session`, latest first, as far back as an unrecorded opening is
 * worked out (the report works out everyone's openings in SQL from them).
 */
export async function previousSessionSpans(
  tx: Executor,
  schoolId: number,
  session: SessionSpan,
): Promise<SessionSpan[]> {
  const spans: SessionSpan[] = [];
  for (let span = session; spans.length < MAX_YEARS_BACK;) {
    const previous = await previousSessionSpan(tx, schoolId, span);
    if (!previous) break;
    spans.push((span = previous));
  }
  return spans;
}

/** One walk back through a person's openings of a type: what every step of it asks about. */
type Walk = {
  tx: Executor;
  schoolId: number;
  type: TypeTerms;
  person: Person;
  /** The person's joining date, read at most once and only when a carry-forward needs it. */
  joined: () => Promise<string | undefined>;
};

function walkOf(tx: Executor, schoolId: number, type: TypeTerms, person: Person): Walk {
  let joined: Promise<string | undefined> | undefined;
  return { tx, schoolId, type, person, joined: () => (joined ??= joinedOn(tx, schoolId, person)) };
}

/** The person's opening of the type in `session`: the stored one, else carriedOpening. */
async function openingIn(walk: Walk, session: SessionSpan, yearsBack: number): Promise<Opening> {
  const { tx, schoolId, type, person } = walk;
  return (
    (await storedOpening(tx, schoolId, session.id, type.id, person)) ??
    carriedOpening(walk, session, yearsBack)
  );
}

/**
 * An opening nobody stored: the type's allocation plus what the session year before carries
 * forward. Someone who never applied in a year still carries its unused allocation (up to the
 * cap) — but only for a year they were part of the school in (joined on or before its last
 * day). A type that carries nothing, or a year past the limit, asks no more of the database.
 */
async function carriedOpening(
  walk: Walk,
  session: SessionSpan,
  yearsBack: number,
): Promise<Opening> {
  const { tx, schoolId, type, person } = walk;
  const allocationOnly = { allocated: type.allocated_days, carriedForward: 0 };
  if (type.carry_forward_cap <= 0 || yearsBack >= MAX_YEARS_BACK) return allocationOnly;
  const previous = await previousSessionSpan(tx, schoolId, session);
  if (!previous) return allocationOnly;
  const joinedDate = await walk.joined();
  if (joinedDate === undefined || joinedDate > previous.endDate) return allocationOnly;
  const before = await openingIn(walk, previous, yearsBack + 1);
  const taken = await takenDays(tx, schoolId, previous.id, type.id, person, ['approved']);
  return {
    allocated: type.allocated_days,
    carriedForward: carriedForward(balanceOf(before, taken), type.carry_forward_cap),
  };
}

/**
 * The person's opening for the type this session year (stored, else carriedOpening); `keep`
 * stores it, which fixes it from then on (a later change of the type's terms does not move it).
 */
export async function openingBalance(
  tx: Executor,
  schoolId: number,
  session: SessionSpan,
  type: TypeTerms,
  person: Person,
  keep: boolean,
): Promise<Opening> {
  const stored = await storedOpening(tx, schoolId, session.id, type.id, person);
  if (stored) return stored;
  const opening = await carriedOpening(walkOf(tx, schoolId, type, person), session, 0);
  if (keep)
    await tx
      .insert(leaveBalances)
      .values({
        schoolId,
        sessionYearId: session.id,
        leaveTypeId: type.id,
        ...personColumns(person),
        allocatedDays: opening.allocated,
        carriedForwardDays: opening.carriedForward,
      })
      .onConflictDoNothing();
  return opening;
}

/** The balance now, and the days of pending requests (which will use it first if approved). */
export async function currentBalance(
  tx: Executor,
  schoolId: number,
  session: SessionSpan,
  type: TypeTerms,
  person: Person,
  options: { keep?: boolean; exceptRequestId?: number } = {},
): Promise<Balance & { pending: number }> {
  const opening = await openingBalance(tx, schoolId, session, type, person, options.keep ?? false);
  const args = [tx, schoolId, session.id, type.id, person] as const;
  const approved = await takenDays(...args, ['approved'], options.exceptRequestId);
  const pending = await takenDays(...args, ['pending'], options.exceptRequestId);
  return { ...balanceOf(opening, approved), pending: pending.days };
}
