'use client';
/** Past transfers, promotions and repeats, newest first (GET /api/transfers). */
import { DataTable, type Column } from '@/components/ui/data-table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { sentenceCase, usePeopleLookups } from './lookups';

type Move = {
  id: number;
  event: string;
  on_date: string;
  student_name: string;
  admission_no: string;
  from_class_section_id: number | null;
  to_class_section_id: number | null;
  from_session_year_id: number | null;
  to_session_year_id: number | null;
  note: string | null;
};

export function MoveHistory() {
  const list = useList<Move>('/api/transfers');
  const { classSections, sessions } = usePeopleLookups();
  const format = useSchoolFormat();
  const place = (cs: number | null, sy: number | null) =>
    cs === null
      ? 'Left the school'
      : `${classSections.find((c) => c.id === cs)?.name ?? cs} (${sessions.find((s) => s.id === sy)?.name ?? ''})`;
  const columns: Column<Move>[] = [
    { header: 'Date', sort: 'on_date', cell: (m) => format.date(m.on_date) },
    { header: 'Student', cell: (m) => `${m.student_name} (${m.admission_no})` },
    { header: 'Move', cell: (m) => sentenceCase(m.event) },
    { header: 'From', cell: (m) => place(m.from_class_section_id, m.from_session_year_id) },
    { header: 'To', cell: (m) => place(m.to_class_section_id, m.to_session_year_id) },
  ];
  return (
    <section aria-labelledby="moves-title">
      <h2 id="moves-title" className="h5">
        Past moves
      </h2>
      <DataTable
        title="Moves"
        list={list}
        columns={columns}
        emptyText="No transfers or promotions yet."
      />
    </section>
  );
}
