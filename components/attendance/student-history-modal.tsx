'use client';
/** A student's own attendance: totals, % per month and every mark, newest first. */
import { useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';
import type { AttendanceCode } from './codes';
import { strong, useAttendanceWords } from './words';

/** Marks by what they count as (the percentage's input). */
type Tally = { present: number; absent: number; half: number; excluded: number };

type History = {
  student: { id: number; name: string; class_section: string | null };
  from: string;
  to: string;
  codes: AttendanceCode[];
  percent: number | null;
  months: { month: string; percent: number | null; tally: Tally }[];
  marks: { date: string; code_id: number; remark: string | null }[];
};

export function useStudentHistory(studentId: number | null) {
  return useQuery({
    queryKey: ['student-attendance-history', studentId],
    enabled: studentId !== null,
    queryFn: async () =>
      (await apiFetch<{ data: History }>(`/api/student-attendance/students/${studentId}`)).data,
  });
}

export function StudentHistory({ history }: { history: History }) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const format = useSchoolFormat();
  const codes = new Map(history.codes.map((c) => [c.id, c]));
  return (
    <>
      <p>
        {t.rich('history.summary', {
          section: history.student.class_section ?? '',
          from: format.date(history.from),
          to: format.date(history.to),
          percent: words.percent(history.percent),
          strong,
        })}
      </p>
      <Table size="sm" className="mb-3">
        <thead>
          <tr>
            <th scope="col">{t('history.month')}</th>
            <th scope="col">{t('history.present')}</th>
            <th scope="col">{t('history.absent')}</th>
            <th scope="col">%</th>
          </tr>
        </thead>
        <tbody>
          {history.months.map((m) => (
            <tr key={m.month}>
              <td>{m.month}</td>
              <td>{m.tally.present + m.tally.half / 2}</td>
              <td>{m.tally.absent + m.tally.half / 2}</td>
              <td>{words.percent(m.percent)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ul className="list-unstyled small mb-0" aria-label={t('history.marks')}>
        {history.marks
          .map((m) => ({ ...m, code: codes.get(m.code_id) }))
          .filter((m) => m.code?.builtin !== 'present')
          .map((m) => (
            <li key={m.date}>
              {format.date(m.date)}:{' '}
              <span style={{ color: m.code?.colour }} className="fw-semibold">
                {m.code ? words.codeLabel(m.code) : '?'}
              </span>
              {m.remark ? ` (${m.remark})` : ''}
            </li>
          ))}
      </ul>
    </>
  );
}

export function StudentHistoryModal({
  studentId,
  onClose,
}: {
  studentId: number | null;
  onClose: () => void;
}) {
  const t = useTranslations('attendance');
  const history = useStudentHistory(studentId);
  return (
    <Modal show={studentId !== null} onHide={onClose} size="lg">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {history.data?.student.name ?? t('history.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {history.isError ? (
          <p className="text-danger">{history.error.message}</p>
        ) : !history.data ? (
          <Spinner size="sm" animation="border" role="status" aria-label={t('history.loading')} />
        ) : (
          <StudentHistory history={history.data} />
        )}
      </Modal.Body>
    </Modal>
  );
}
