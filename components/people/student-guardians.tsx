/** The guardians of one student, primary contact first. */
import { StatusBadge } from '@/components/ui/status-badge';
import Table from 'react-bootstrap/Table';
import { sentenceCase } from './lookups';
import type { StudentGuardian } from './student-types';

export function StudentGuardians({ guardians }: { guardians: StudentGuardian[] }) {
  if (!guardians.length) return <p className="text-muted">No guardian is recorded.</p>;
  return (
    <div className="table-responsive">
      <Table size="sm">
        <caption className="visually-hidden">Guardians</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Relation</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Contact</th>
          </tr>
        </thead>
        <tbody>
          {guardians.map((g) => (
            <tr key={g.user_id}>
              <td>{g.full_name}</td>
              <td>{sentenceCase(g.relation)}</td>
              <td>{g.email}</td>
              <td>{g.phone ?? '—'}</td>
              <td>{g.is_primary && <StatusBadge status="primary" />}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
