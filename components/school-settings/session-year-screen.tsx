'use client';
/**
 * Session years: a School Admin adds, edits and deletes them and picks the default (exactly
 * one; the header's session year follows at once through the refreshed meta data).
 */
import { StatusBadge } from '@/components/ui/status-badge';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('settings');
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
      toast.error(error instanceof Error ? error.message : t('sessionYears.notChanged'));
    }
    await invalidate();
  };
  return (
    <ResourceScreen<Row>
      title={t('sessionYears.title')}
      singular={t('sessionYears.singular')}
      path="/api/session-years"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        {
          header: t('sessionYears.name'),
          sort: 'name',
          cell: (r) => (
            <>
              {r.name} {r.is_default && <StatusBadge status="default" />}
            </>
          ),
        },
        { header: t('sessionYears.starts'), sort: 'start_date', cell: (r) => format.date(r.start_date) },
        { header: t('sessionYears.ends'), sort: 'end_date', cell: (r) => format.date(r.end_date) },
      ]}
      schema={sessionYearSchema}
      blank={{ name: '', start_date: '', end_date: '', is_default: false }}
      toForm={(r) => ({ ...r })}
      fields={
        <>
          <TextField name="name" label={t('sessionYears.name')} />
          <DateField name="start_date" label={t('sessionYears.startDate')} />
          <DateField name="end_date" label={t('sessionYears.endDate')} />
          <CheckField name="is_default" label={t('sessionYears.isDefault')} />
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
            aria-label={t('sessionYears.makeDefaultOf', { name: r.name })}
          >
            {t('sessionYears.makeDefault')}
          </Button>
        )
      }
    />
  );
}
