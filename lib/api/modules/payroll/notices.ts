/**
 * A finalised run tells each staff member their payslip is there (issue 28): finalising is
 * what shows a payslip to its owner (payslips.ts: their own of finalised runs), so it is the
 * moment to say so, in the finalisation's own transaction, with the payslip's PDF attached
 * (the `payslip` attachment the manifest's `connect` registers, papers.ts). The key names
 * the payslip: a cancelled run run again makes new payslips, and those are told anew.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payslips } from '../../../db/schema/payroll';
import { formatMoney } from '../../../money';
import type { SchoolFormat } from '../../../school-format';
import { notifyMany } from '../notifications';

export async function noticePayslips(
  tx: Executor,
  school: { id: number; format: SchoolFormat },
  run: { id: number; month: string },
): Promise<void> {
  const slips = await tx
    .select({ id: payslips.id, userId: payslips.userId, net: payslips.net })
    .from(payslips)
    .where(and(eq(payslips.schoolId, school.id), eq(payslips.runId, run.id)));
  const money = (minor: number) =>
    formatMoney(minor, { currency: school.format.currency, symbol: school.format.currencySymbol });
  await notifyMany(
    tx,
    slips.map((s) => ({
      schoolId: school.id,
      event: 'payslip_available' as const,
      key: `payslip_available:${s.id}`,
      recipients: [s.userId],
      params: { month: run.month, net: money(s.net) },
      link: '/payroll/my-payslips',
      attachment: { kind: 'payslip' as const, id: s.id },
    })),
  );
}
