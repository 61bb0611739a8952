'use client';
/** Past transfers, promotions and repeats, newest first (GET /api/transfers). */
import { DataTable, type Column } from '@/components/ui/data-table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { usePeopleLookups } from './lookups';
import { usePeopleWords } from './people-words';

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
  const t = useTranslations('people');
  const words = usePeopleWords();
  const place = (cs: number | null, sy: number | null) =>
    cs === null
      ? t('moves.leftSchool')
      : `${classSections.find((c) => c.id === cs)?.name ?? cs} (${sessions.find((s) => s.id === sy)?.name ?? ''})`;
  const columns: Column<Move>[] = [
    { header: t('history.date'), sort: 'on_date', cell: (m) => format.date(m.on_date) },
    { header: t('moves.student'), cell: (m) => `${m.student_name} (${m.admission_no})` },
    { header: t('moves.move'), cell: (m) => words.word('event', m.event) },
    {
      header: t('history.from'),
      cell: (m) => place(m.from_class_section_id, m.from_session_year_id),
    },
    { header: t('history.to'), cell: (m) => place(m.to_class_section_id, m.to_session_year_id) },
  ];
  return (
    <section aria-labelledby="moves-title">
      <h2 id="moves-title" className="h5">
        {t('moves.title')}
      </h2>
      <DataTable
        title={t('moves.tableTitle')}
        list={list}
        columns={columns}
        emptyText={t('moves.empty')}
      />
    </section>
  );
}
