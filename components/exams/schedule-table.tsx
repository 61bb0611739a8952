'use client';
/** One class's papers as a plain table: what a guardian reads and what the schedule prints. */
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { PaperRow } from '@/lib/api/modules/exams/types';

const hhmm = (time: string) => time.slice(0, 5);

export function ScheduleTable({ papers }: { papers: PaperRow[] }) {
  const t = useTranslations('exams');
  const format = useSchoolFormat();
  return (
    <Table size="sm" bordered className="align-middle">
      <thead>
        <tr>
          <th scope="col">{t('schedule.subject')}</th>
          <th scope="col">{t('schedule.date')}</th>
          <th scope="col">{t('schedule.time')}</th>
          <th scope="col">{t('schedule.maxMarks')}</th>
          <th scope="col">{t('schedule.passMarks')}</th>
        </tr>
      </thead>
      <tbody>
        {papers.map((p) => (
          <tr key={p.subject_id}>
            <th scope="row">{p.subject_name}</th>
            <td>{format.date(p.date)}</td>
            <td>{`${hhmm(p.start_time)}–${hhmm(p.end_time)}`}</td>
            <td>{p.max_marks}</td>
            <td>{p.pass_marks}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
