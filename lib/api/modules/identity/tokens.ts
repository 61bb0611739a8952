/** Ending sessions: access tokens are identity's rows; other modules ask here to revoke them. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accessTokens } from '../../../db/schema/identity';

/** Signs everyone in a school out (a suspended school). */
export async function revokeSchoolTokens(tx: Executor, schoolId: number): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.schoolId, schoolId), isNull(accessTokens.revokedAt)));
}
