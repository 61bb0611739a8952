'use client';
/** A student's history: admission, transfers, promotions, repeats and status changes. */
import Table from 'react-bootstrap/Table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { sentenceCase, usePeopleLookups } from './lookups';
import type { HistoryEntry } from './student-types';

export function StudentHistory({ history }: { history: HistoryEntry[] }) {
  const { classSections, sessions } = usePeopleLookups();
  const format = useSchoolFormat();
  const place = (cs: number | null, sy: number | null) => {
    if (cs === null) return '—';
    const section = classSections.find((c) => c.id === cs)?.name ?? `#${cs}`;
    const session = sessions.find((s) => s.id === sy)?.name;
    return session ? `${section} (${session})` : section;
  };
  if (!history.length) return <p className="text-muted">No history yet.</p>;
  return (
    <div className="table-responsive">
      <Table size="sm">
        <caption className="visually-hidden">History</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Note</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.id}>
              <td>{format.date(h.on_date)}</td>
              <td>{sentenceCase(h.event.replace('_', ' '))}</td>
              <td>{place(h.from_class_section_id, h.from_session_year_id)}</td>
              <td>{place(h.to_class_section_id, h.to_session_year_id)}</td>
              <td>
                {h.from_status && h.to_status && h.from_status !== h.to_status
                  ? `${h.from_status} → ${h.to_status}`
                  : (h.to_status ?? '—')}
              </td>
              <td>{h.note ?? ''}</td>
              <td>{h.by ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
