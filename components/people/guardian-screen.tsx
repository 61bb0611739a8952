'use client';
/**
 * /guardian: staff see the guardians (list, profile with children, edit); a signed-in
 * guardian sees only their own children.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { usePermissions } from '@/components/ui/use-permissions';
import { updateGuardianSchema } from '@/lib/api/modules/people/guardian-schemas';
import { GuardianProfile, type Guardian } from './guardian-profile';
import { MyChildren } from './my-children';

export function GuardianScreen() {
  const { ready, can, hasRole } = usePermissions();
  const [open, setOpen] = useState<number | null>(null);
  if (!ready) return <Spinner animation="border" size="sm" role="status" />;
  if (!can('guardian-list') && hasRole('Guardian'))
    return (
      <>
        <h1 className="h3 mb-4">Guardian Details</h1>
        <MyChildren />
      </>
    );
  return (
    <>
      {open !== null && <GuardianProfile key={open} id={open} onClose={() => setOpen(null)} />}
      <ResourceScreen<Guardian>
        title="Guardian Details"
        singular="guardian"
        path="/api/guardians"
        needs={{ edit: 'guardian-edit' }}
        schema={updateGuardianSchema}
        blank={{}}
        toForm={(g) => ({
          full_name: g.full_name,
          phone: g.phone ?? '',
          occupation: g.occupation ?? '',
          address: g.address ?? '',
        })}
        fields={
          <>
            <TextField name="full_name" label="Full name" />
            <TextField name="phone" label="Phone" />
            <TextField name="occupation" label="Occupation" />
            <TextField name="address" label="Address" />
          </>
        }
        describe={(g) => g.full_name}
        columns={[
          { header: 'Name', sort: 'name', cell: (g) => g.full_name },
          { header: 'E-mail', sort: 'email', cell: (g) => g.email },
          { header: 'Phone', cell: (g) => g.phone ?? '—' },
          { header: 'Children', cell: (g) => g.children },
        ]}
        extraActions={(g) => (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setOpen(g.id)}
            aria-label={`Profile of ${g.full_name}`}
          >
            Profile
          </Button>
        )}
      />
    </>
  );
}
