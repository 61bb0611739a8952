/** Helpers shared by the fees module's API tests. */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { feeLedger } from '../../../db/schema/fees';
import { unique, type TestApi } from '../../test-support/harness';

type Opts = { token: string; body?: unknown };

/** A caller of riverside's API that answers the data of a 200 and throws on anything else. */
export function okCaller(t: TestApi, school = 'riverside') {
  return async (method: string, path: string, o: Opts) => {
    const res = await t.call(method, path, { school, ...o });
    if (res.status !== 200)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
}

/** A new class with one section of its own (so other tests' students stay out of its figures). */
export async function classWithSection(
  ok: ReturnType<typeof okCaller>,
  admin: string,
  mediumId: number,
  name: string,
) {
  const classId = (
    await ok('POST', '/api/classes', {
      token: admin,
      body: { name: unique(name), medium_id: mediumId },
    })
  ).id as number;
  const section = (await ok('POST', '/api/sections', { token: admin, body: { name: unique('S') } }))
    .id;
  const sectionId = (
    await ok('POST', '/api/class-sections', {
      token: admin,
      body: { class_id: classId, section_id: section },
    })
  ).id as number;
  return [classId, sectionId] as const;
}

/** The line a cancellation reverses, joined by `reversedJoin`. */
export const reversedLine = alias(feeLedger, 'reversed');
export const reversedJoin = and(
  eq(reversedLine.schoolId, feeLedger.schoolId),
  eq(reversedLine.id, feeLedger.reversesId),
);
/** A ledger line's columns as `balanceOf` and `dueState` read them. */
export const lineColumns = {
  id: feeLedger.id,
  kind: feeLedger.kind,
  amount: feeLedger.amount,
  dueId: feeLedger.dueId,
  dueDate: feeLedger.dueDate,
  reverses: reversedLine.kind,
};
