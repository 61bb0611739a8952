/**
 * A school's certificate serials: gapless. The number is taken last in the issuing
 * transaction, from the school's counter row, whose lock that transaction then holds until it
 * ends — so a refused or failed issue rolls its number back with it, and concurrent issues
 * queue on the row and take consecutive numbers. A school without a counter row (the first
 * issue, or certificates that arrived with a restored backup, which carries no counter)
 * starts after the highest serial it holds.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { certificateCounters, certificates } from '../../../db/schema/certificates';

export async function nextSerialNo(tx: Executor, schoolId: number): Promise<number> {
  const highest = sql`(select coalesce(max(${certificates.serialNo}), 0) from ${certificates} where ${eq(certificates.schoolId, schoolId)})`;
  const row = oneRow(
    await tx
      .insert(certificateCounters)
      .values({ schoolId, lastSerialNo: sql`${highest} + 1` })
      .onConflictDoUpdate({
        target: certificateCounters.schoolId,
        set: { lastSerialNo: sql`${certificateCounters.lastSerialNo} + 1` },
      })
      .returning({ no: certificateCounters.lastSerialNo }),
    'inserting one row into certificate_counters',
  );
  return row.no;
}
