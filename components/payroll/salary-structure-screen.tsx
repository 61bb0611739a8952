'use client';
/**
 * Salary structures: every active staff member with their current basic salary; "Set salary"
 * saves a new version (basic, the allowances and deductions that apply with an optional own
 * amount, effective from a month), "History" lists the versions. Nothing is overwritten.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { StructureForm } from './structure-form';
import { StructureHistory } from './structure-history';

export type StaffRow = {
  id: number;
  name: string;
  roles: string[];
  structure: { id: number; basic: number; effective_from: string } | null;
};

export const PAYROLL_STAFF_KEY = ['payroll-staff'];

export function SalaryStructureScreen() {
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const [history, setHistory] = useState<StaffRow | null>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: PAYROLL_STAFF_KEY,
    queryFn: async () => (await apiFetch<{ data: StaffRow[] }>('/api/payroll-staff')).data,
  });
  const term = search.trim().toLowerCase();
  const rows = (data ?? []).filter((r) => !term || r.name.toLowerCase().includes(term));
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Salary structure
      </h1>
      <Form.Group controlId="structure-search" className="mb-3" style={{ maxWidth: 320 }}>
        <Form.Label className="small mb-1">Search</Form.Label>
        <Form.Control type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Form.Group>
      {isPending && <p>Loading…</p>}
      {isError && <p className="text-danger">The staff could not be loaded.</p>}
      {data && (
        <Table responsive hover aria-label="Staff salaries">
          <thead>
            <tr>
              <th>Staff member</th>
              <th>Roles</th>
              <th className="text-end">Basic salary</th>
              <th>Effective from</th>
              <th className="no-print">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>No active staff member matches.</td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.name}</td>
                <td>{r.roles.join(', ')}</td>
                <td className="text-end">{r.structure ? format.money(r.structure.basic) : '—'}</td>
                <td>{r.structure?.effective_from ?? 'No structure yet'}</td>
                <td className="no-print">
                  <div className="d-inline-flex gap-1">
                    {can('payroll-create') && (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setEditing(r)}
                        aria-label={`Set salary of ${r.name}`}
                      >
                        Set salary
                      </Button>
                    )}
                    {r.structure && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => setHistory(r)}
                        aria-label={`Salary history of ${r.name}`}
                      >
                        History
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing && (
        <StructureForm
          staff={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: PAYROLL_STAFF_KEY });
          }}
        />
      )}
      {history && <StructureHistory staff={history} onDone={() => setHistory(null)} />}
    </section>
  );
}
