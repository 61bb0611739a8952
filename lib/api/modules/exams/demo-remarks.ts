/**
 * The demo's class teacher's remarks on last term's published report cards (issue 30): one of
 * a handful of remarks per student, in turn, so every printed card of the demo shows one.
 */
import type { Executor } from '../../../db/client';
import { reportCardRemarks } from '../../../db/schema/exams-reports';

const REMARKS = [
  'Excellent work; keep it up.',
  'Consistent and careful in every subject.',
  'Improving steadily; well done.',
  'Can do better with regular practice.',
];

export async function addDemoRemarks(
  tx: Executor,
  schoolId: number,
  examId: number,
  studentIds: readonly number[],
  userId: number | null,
) {
  const rows = studentIds.map((studentId, i) => ({
    schoolId,
    examId,
    studentId,
    remark: REMARKS[i % REMARKS.length] ?? '',
    updatedByUserId: userId,
  }));
  for (let i = 0; i < rows.length; i += 2000)
    await tx.insert(reportCardRemarks).values(rows.slice(i, i + 2000));
}
