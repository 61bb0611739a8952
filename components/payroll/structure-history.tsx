'use client';
/** A staff member's salary structure versions, newest first. */
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';
import type { StaffRow } from './salary-structure-screen';

type Version = {
  id: number;
  basic: number;
  effective_from: string;
  components: number;
  created_at: string;
};

export function StructureHistory({ staff, onDone }: { staff: StaffRow; onDone: () => void }) {
  const format = useSchoolFormat();
  const { data } = useQuery({
    queryKey: ['salary-structures', staff.id],
    queryFn: async () =>
      (
        await apiFetch<{ data: Version[] }>(
          `/api/salary-structures?user_id=${staff.id}&sort=-effective_from&per_page=100`,
        )
      ).data,
  });
  return (
    <Modal show onHide={onDone} aria-labelledby="history-title">
      <Modal.Header closeButton>
        <Modal.Title id="history-title" as="h2" className="h5">
          Salary history of {staff.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Table size="sm">
          <thead>
            <tr>
              <th>From</th>
              <th className="text-end">Basic</th>
              <th className="text-end">Allowances and deductions</th>
              <th>Saved</th>
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((v) => (
              <tr key={v.id}>
                <td>{v.effective_from}</td>
                <td className="text-end">{format.money(v.basic)}</td>
                <td className="text-end">{v.components}</td>
                <td>{format.dateOf(v.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
