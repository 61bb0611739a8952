'use client';
/** Admission applications (GET /api/admission-applications), filtered by status, with decisions. */
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useList } from '@/components/ui/use-list';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { ApplicationDecision, type Decision } from './application-decision';
import { usePeopleLookups } from './lookups';
import { usePeopleWords } from './people-words';
import { useUrlFilter } from '@/components/ui/use-url-state';

type Application = {
  id: number;
  first_name: string;
  last_name: string;
  class_section_id: number;
  guardians: { full_name: string; email: string; is_primary: boolean }[];
  status: 'pending' | 'accepted' | 'rejected';
  decision_note: string | null;
  created_at: string;
};

export function ApplicationList() {
  const [status, setStatus] = useUrlFilter('status', 'pending');
  const list = useList<Application>('/api/admission-applications', { status });
  const { can } = usePermissions();
  const { classSections } = usePeopleLookups();
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const words = usePeopleWords();
  const [decision, setDecision] = useState<Decision | null>(null);
  const sectionName = (id: number) => classSections.find((c) => c.id === id)?.name ?? '—';

  const columns: Column<Application>[] = [
    {
      header: t('applications.applicant'),
      sort: 'name',
      cell: (a) => `${a.first_name} ${a.last_name}`,
    },
    { header: t('applications.classSection'), cell: (a) => sectionName(a.class_section_id) },
    {
      header: t('applications.primaryGuardian'),
      cell: (a) => {
        const g = a.guardians.find((x) => x.is_primary) ?? a.guardians[0];
        return g ? `${g.full_name} (${g.email})` : '—';
      },
    },
    {
      header: t('applications.filed'),
      sort: 'created_at',
      cell: (a) => format.dateOf(a.created_at),
    },
    {
      header: t('applications.status'),
      cell: (a) => (
        <>
          <StatusBadge status={a.status} />
          {a.decision_note && <div className="small text-muted">{a.decision_note}</div>}
        </>
      ),
    },
  ];

  const decide = (a: Application, kind: Decision['kind']) =>
    setDecision({ id: a.id, name: `${a.first_name} ${a.last_name}`, kind });

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title" className="h5">
        {t('applications.heading')}
      </h2>
      <DataTable
        title={t('applications.title')}
        list={list}
        columns={columns}
        emptyText={t('applications.empty')}
        filters={
          <FilterSelect
            id="application-status"
            label={t('applications.status')}
            all={t('list.all')}
            value={status}
            onChange={setStatus}
            options={words.options('status', ['pending', 'accepted', 'rejected'])}
          />
        }
        actions={
          can('student-create')
            ? (a) =>
                a.status === 'pending' && (
                  <>
                    <Button size="sm" className="me-2" onClick={() => decide(a, 'accept')}>
                      {t('applications.accept')}
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => decide(a, 'reject')}>
                      {t('applications.reject')}
                    </Button>
                  </>
                )
            : undefined
        }
      />
      {decision && <ApplicationDecision decision={decision} onClose={() => setDecision(null)} />}
    </section>
  );
}
