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
    // A card per event on a phone (data-table-stack, globals.css).
    <div className="data-table-scroll">
      <Table size="sm" className="data-table-stack">
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
              <td data-label={t('history.date')}>{format.date(h.on_date)}</td>
              <td data-label={t('history.event')}>{words.word('event', h.event)}</td>
              <td data-label={t('history.from')}>
                {place(h.from_class_section_id, h.from_session_year_id)}
              </td>
              <td data-label={t('history.to')}>
                {place(h.to_class_section_id, h.to_session_year_id)}
              </td>
              <td data-label={t('list.status')}>
                {h.from_status && h.to_status && h.from_status !== h.to_status
                  ? `${words.word('statusInline', h.from_status)} → ${words.word('statusInline', h.to_status)}`
                  : h.to_status
                    ? words.word('statusInline', h.to_status)
                    : '—'}
              </td>
              <td data-label={t('status.note')}>{h.note ?? ''}</td>
              <td data-label={t('history.by')}>{h.by ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
