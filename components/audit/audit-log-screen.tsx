'use client';
/**
 * /audit-log: who changed what and when, newest first, filtered by person, entity, action and
 * date range (the school's days); each row opens to its before and after per field, its time
 * the school's; Export CSV gives the filter.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { DateInput } from '@/components/ui/date-input';
import { useList } from '@/components/ui/use-list';
import { apiFetch } from '@/lib/client/api-fetch';
import {
  auditTime,
  ExpandableChanges,
  useActionName,
  useActorOf,
  type AuditEntryRow,
} from './audit-changes';

type Facets = {
  people: { user_id: number; name: string | null }[];
  /** In the order of their labels. */
  entities: string[];
  /** What each entity is called (its module's manifest, or its name in words). */
  labels: Record<string, string>;
  actions: string[];
};

export function AuditLogScreen() {
  const t = useTranslations('audit');
  const actorOf = useActorOf();
  const actionName = useActionName();
  const format = useSchoolFormat();
  const facets = useQuery({
    queryKey: ['audit-log-facets'],
    queryFn: async () => (await apiFetch<{ data: Facets }>('/api/audit-log/facets')).data,
  });
  const [person, setPerson] = useState('');
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = useList<AuditEntryRow>('/api/audit-log', {
    user_id: person,
    entity,
    action,
    from,
    to,
  });
  const people = (facets.data?.people ?? []).map((p) => ({
    value: String(p.user_id),
    label: p.name ?? t('actor.user', { id: p.user_id }),
  }));
  const labels = facets.data?.labels ?? {};
  const entities = (facets.data?.entities ?? []).map((e) => ({ value: e, label: labels[e] ?? e }));
  const actions = (facets.data?.actions ?? []).map((a) => ({ value: a, label: actionName(a) }));

  return (
    <section aria-labelledby="audit-log-title">
      <h1 id="audit-log-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <DataTable<AuditEntryRow>
        title={t('log.tableTitle')}
        list={list}
        emptyText={t('log.empty')}
        filters={
          <>
            <FilterSelect
              id="filter-person"
              label={t('log.person')}
              all={t('log.everyone')}
              value={person}
              onChange={setPerson}
              options={people}
            />
            <FilterSelect
              id="filter-entity"
              label={t('log.entity')}
              all={t('log.allEntities')}
              value={entity}
              onChange={setEntity}
              options={entities}
            />
            <FilterSelect
              id="filter-action"
              label={t('log.action')}
              all={t('log.allActions')}
              value={action}
              onChange={setAction}
              options={actions}
            />
            <Form.Group controlId="filter-from">
              <Form.Label className="small mb-1">{t('log.from')}</Form.Label>
              <DateInput value={from} onChange={setFrom} />
            </Form.Group>
            <Form.Group controlId="filter-to">
              <Form.Label className="small mb-1">{t('log.to')}</Form.Label>
              <DateInput value={to} onChange={setTo} />
            </Form.Group>
          </>
        }
        columns={[
          {
            header: t('log.when'),
            sort: 'created_at',
            cell: (r) => auditTime(r.created_at, format),
          },
          {
            header: t('log.person'),
            cell: (r) => (
              <>
                {actorOf(r)}
                {r.actor_roles.length > 0 && (
                  <div className="small text-muted">{r.actor_roles.join(', ')}</div>
                )}
              </>
            ),
          },
          { header: t('log.action'), sort: 'action', cell: (r) => actionName(r.action) },
          {
            header: t('log.entity'),
            sort: 'entity',
            cell: (r) => `${r.entity_label}${r.entity_id ? ` #${r.entity_id}` : ''}`,
          },
          { header: t('log.changes'), cell: (r) => <ExpandableChanges row={r} /> },
          {
            header: t('log.address'),
            cell: (r) => <span className="small text-muted">{r.client_address ?? '—'}</span>,
          },
        ]}
      />
    </section>
  );
}
