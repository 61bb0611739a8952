'use client';
/** A student's history: admission, transfers, promotions, repeats and status changes. */
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePeopleLookups } from './lookups';
import { usePeopleWords } from './people-words';
import type { HistoryEntry } from './student-types';

export function StudentHistory({ history }: { history: HistoryEntry[] }) {
  const { classSections, sessions } = usePeopleLookups();
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const words = usePeopleWords();
  const place = (cs: number | null, sy: number | null) => {
    if (cs === null) return '—';
    const section = classSections.find((c) => c.id === cs)?.name ?? `#${cs}`;
    const session = sessions.find((s) => s.id === sy)?.name;
    return session ? `${section} (${session})` : section;
  };
  if (!history.length) return <p className="text-muted">{t('history.none')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm">
        <caption className="visually-hidden">{t('history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.event')}</th>
            <th scope="col">{t('history.from')}</th>
            <th scope="col">{t('history.to')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('status.note')}</th>
            <th scope="col">{t('history.by')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.id}>
              <td>{format.date(h.on_date)}</td>
              <td>{words.word('event', h.event)}</td>
              <td>{place(h.from_class_section_id, h.from_session_year_id)}</td>
              <td>{place(h.to_class_section_id, h.to_session_year_id)}</td>
              <td>
                {h.from_status && h.to_status && h.from_status !== h.to_status
                  ? `${words.word('statusInline', h.from_status)} → ${words.word('statusInline', h.to_status)}`
                  : h.to_status
                    ? words.word('statusInline', h.to_status)
                    : '—'}
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
