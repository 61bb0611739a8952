'use client';
/**
 * /audit-log: who changed what and when, newest first, filtered by person, entity, action and
 * date range (the school's days); each row opens to its before and after per field, its time
 * the school's; Export CSV gives the filter.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { apiFetch } from '@/lib/client/api-fetch';
import { actorOf, auditTime, ExpandableChanges, type AuditEntryRow } from './audit-changes';

type Facets = {
  people: { user_id: number; name: string | null }[];
  /** In the order of their labels. */
  entities: string[];
  /** What each entity is called (its module's manifest, or its name in words). */
  labels: Record<string, string>;
  actions: string[];
};

export function AuditLogScreen() {
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
    label: p.name ?? `User ${p.user_id}`,
  }));
  const labels = facets.data?.labels ?? {};
  const entities = (facets.data?.entities ?? []).map((e) => ({ value: e, label: labels[e] ?? e }));
  const actions = (facets.data?.actions ?? []).map((a) => ({ value: a, label: a }));

  return (
    <section aria-labelledby="audit-log-title">
      <h1 id="audit-log-title" className="h3 mb-3">
        Audit Log
      </h1>
      <DataTable<AuditEntryRow>
        title="Audit log"
        list={list}
        emptyText="No recorded changes match these filters."
        filters={
          <>
            <FilterSelect
              id="filter-person"
              label="Person"
              all="Everyone"
              value={person}
              onChange={setPerson}
              options={people}
            />
            <FilterSelect
              id="filter-entity"
              label="Entity"
              all="All entities"
              value={entity}
              onChange={setEntity}
              options={entities}
            />
            <FilterSelect
              id="filter-action"
              label="Action"
              all="All actions"
              value={action}
              onChange={setAction}
              options={actions}
            />
            <Form.Group controlId="filter-from">
              <Form.Label className="small mb-1">From</Form.Label>
              <Form.Control type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </Form.Group>
            <Form.Group controlId="filter-to">
              <Form.Label className="small mb-1">To</Form.Label>
              <Form.Control type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </Form.Group>
          </>
        }
        columns={[
          { header: 'When', sort: 'created_at', cell: (r) => auditTime(r.created_at, format) },
          {
            header: 'Person',
            cell: (r) => (
              <>
                {actorOf(r)}
                {r.actor_roles.length > 0 && (
                  <div className="small text-muted">{r.actor_roles.join(', ')}</div>
                )}
              </>
            ),
          },
          { header: 'Action', sort: 'action', cell: (r) => r.action },
          {
            header: 'Entity',
            sort: 'entity',
            cell: (r) => `${r.entity_label}${r.entity_id ? ` #${r.entity_id}` : ''}`,
          },
          { header: 'Changes', cell: (r) => <ExpandableChanges row={r} /> },
          {
            header: 'Address',
            cell: (r) => <span className="small text-muted">{r.client_address ?? '—'}</span>,
          },
        ]}
      />
    </section>
  );
}
