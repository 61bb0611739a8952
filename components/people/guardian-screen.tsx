'use client';
/**
 * /guardian: staff see the guardians (list, edit; each opens at /guardian/{id}); a signed-in
 * guardian sees only their own children. Guardians are added with their children (admission,
 * import), so the list has no Add button of its own but points there when empty.
 */
import Link from 'next/link';
import Spinner from 'react-bootstrap/Spinner';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { RecordFieldInputs } from '@/components/custom-fields/record-field-inputs';
import { useCustomFieldRules } from '@/components/custom-fields/use-custom-field-rules';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { usePermissions } from '@/components/ui/use-permissions';
import { updateGuardianSchema } from '@/lib/api/modules/people/guardian-schemas';
import type { Guardian } from './guardian-profile';
import { MyChildren } from './my-children';
import { ProfileLink } from './profile-link';
import { guardianPath } from './record-kinds';

function GuardianForm() {
  const { getValues } = useFormContext();
  const t = useTranslations('people');
  return (
    <>
      <TextField name="full_name" label={t('staffFields.fullName')} />
      <TextField name="phone" label={t('guardianTable.phone')} />
      <TextField name="occupation" label={t('guardianScreen.occupation')} />
      <TextField name="address" label={t('guardianScreen.address')} />
      <RecordFieldInputs entity="guardian" recordPath={`/api/guardians/${getValues('id')}`} />
    </>
  );
}

export function GuardianScreen() {
  const { ready, can, hasRole } = usePermissions();
  const t = useTranslations('people');
  const schema = useCustomFieldRules('guardian', updateGuardianSchema);
  if (!ready) return <Spinner animation="border" size="sm" role="status" />;
  if (!can('guardian-list') && hasRole('Guardian'))
    return (
      <>
        <h1 className="h3 mb-4">{t('pages.myChildren')}</h1>
        <MyChildren />
      </>
    );
  return (
    <>
      <ResourceScreen<Guardian>
        title={t('pages.guardianDetails')}
        singular={t('guardianScreen.singular')}
        path="/api/guardians"
        needs={{ edit: 'guardian-edit' }}
        schema={schema}
        blank={{}}
        toForm={(g) => ({
          id: g.id,
          full_name: g.full_name,
          phone: g.phone ?? '',
          occupation: g.occupation ?? '',
          address: g.address ?? '',
          custom_fields: {},
        })}
        fields={<GuardianForm />}
        describe={(g) => g.full_name}
        columns={[
          {
            header: t('list.name'),
            sort: 'name',
            cell: (g) => <Link href={guardianPath(g.id)}>{g.full_name}</Link>,
          },
          { header: t('profile.email'), sort: 'email', cell: (g) => g.email },
          { header: t('guardianTable.phone'), cell: (g) => g.phone ?? '—' },
          { header: t('guardianScreen.children'), cell: (g) => g.children },
        ]}
        emptyText={t('guardianScreen.empty')}
        emptyActions={
          can('student-create') && (
            <Link className="btn btn-primary" href="/student/student-admission">
              {t('list.admit')}
            </Link>
          )
        }
        extraActions={(g) => <ProfileLink href={guardianPath(g.id)} name={g.full_name} />}
      />
    </>
  );
}
