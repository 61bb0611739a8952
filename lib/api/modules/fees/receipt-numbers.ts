/**
 * The receipt counter of a school whose payments arrived from elsewhere (a backup restored
 * into a new school): the counter is not part of a backup (receipt numbers only grow), so it
 * is set to continue after the highest number the school's payments hold, and the next
 * payment never reuses a number.
 */
import { eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { feePayments, feeReceiptCounters } from '../../../db/schema/fees';

export async function continueReceiptNumbers(tx: Executor, schoolId: number): Promise<void> {
  const [row] = await tx
    .select({ highest: max(feePayments.receiptNo) })
    .from(feePayments)
    .where(eq(feePayments.schoolId, schoolId));
  if (row?.highest == null) return;
  await tx
    .insert(feeReceiptCounters)
    .values({ schoolId, lastReceiptNo: row.highest })
    .onConflictDoUpdate({
      target: feeReceiptCounters.schoolId,
      set: {
        lastReceiptNo: sql`greatest(${feeReceiptCounters.lastReceiptNo}, excluded.last_receipt_no)`,
      },
    });
}
