/** The guardians of one student, primary contact first. */
import { StatusBadge } from '@/components/ui/status-badge';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { usePeopleWords } from './people-words';
import type { StudentGuardian } from './student-types';

export function StudentGuardians({ guardians }: { guardians: StudentGuardian[] }) {
  const t = useTranslations('people');
  const words = usePeopleWords();
  if (!guardians.length) return <p className="text-muted">{t('guardianTable.none')}</p>;
  return (
    // A card per guardian on a phone (data-table-stack, globals.css).
    <div className="data-table-scroll">
      <Table size="sm" className="data-table-stack">
        <caption className="visually-hidden">{t('guardians.legend')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('guardianTable.relation')}</th>
            <th scope="col">{t('profile.email')}</th>
            <th scope="col">{t('guardianTable.phone')}</th>
            <th scope="col">{t('guardianTable.contact')}</th>
          </tr>
        </thead>
        <tbody>
          {guardians.map((g) => (
            <tr key={g.user_id}>
              <td data-label={t('list.name')}>{g.full_name}</td>
              <td data-label={t('guardianTable.relation')}>{words.word('relation', g.relation)}</td>
              <td data-label={t('profile.email')}>{g.email}</td>
              <td data-label={t('guardianTable.phone')}>{g.phone ?? '—'}</td>
              <td data-label={t('guardianTable.contact')}>
                {g.is_primary && <StatusBadge status="primary" />}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
