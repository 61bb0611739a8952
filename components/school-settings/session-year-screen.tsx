'use client';
/**
 * Session years: a School Admin adds, edits and deletes them and picks the default (exactly
 * one; the header's session year follows at once through the refreshed meta data).
 */
import { StatusBadge } from '@/components/ui/status-badge';
import Button from 'react-bootstrap/Button';
import { toast } from '@/components/ui/toast';
import { CheckField, DateField, TextField } from '@/components/ui/fields';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { sessionYearSchema } from '@/lib/api/modules/academics/schemas';
import { apiFetch } from '@/lib/client/api-fetch';

type Row = { id: number; name: string; start_date: string; end_date: string; is_default: boolean };
const ADMIN = 'role:School Admin';

export function SessionYearScreen() {
  const { hasRole } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const format = useSchoolFormat();
  const makeDefault = async (row: Row) => {
    try {
      const res = await apiFetch<{ message: string }>(`/api/session-years/${row.id}/default`, {
        method: 'POST',
      });
      toast.success(res.message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The default was not changed.');
    }
    await invalidate();
  };
  return (
    <ResourceScreen<Row>
      title="Session years"
      singular="session year"
      path="/api/session-years"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        {
          header: 'Name',
          sort: 'name',
          cell: (r) => (
            <>
              {r.name} {r.is_default && <StatusBadge status="default" />}
            </>
          ),
        },
        { header: 'Starts', sort: 'start_date', cell: (r) => format.date(r.start_date) },
        { header: 'Ends', sort: 'end_date', cell: (r) => format.date(r.end_date) },
      ]}
      schema={sessionYearSchema}
      blank={{ name: '', start_date: '', end_date: '', is_default: false }}
      toForm={(r) => ({ ...r })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <DateField name="start_date" label="Start date" />
          <DateField name="end_date" label="End date" />
          <CheckField name="is_default" label="Default session year" />
        </>
      }
      describe={(r) => r.name}
      deletable={(r) => !r.is_default}
      extraActions={(r) =>
        !r.is_default &&
        hasRole('School Admin') && (
          <Button
            size="sm"
            variant="outline-success"
            onClick={() => void makeDefault(r)}
            aria-label={`Make ${r.name} the default`}
          >
            Make default
          </Button>
        )
      }
    />
  );
}
