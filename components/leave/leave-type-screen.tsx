'use client';
/** /leave-master: the school's leave types (School Admin). Guardian in "applies to" = student leave. */
import { useTranslations } from 'use-intl';
import { CheckField, CheckboxListField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { leaveTypeSchema } from '@/lib/api/modules/leave/schemas';
import { useRoleOptions } from './role-options';
import type { LeaveTypeRow } from '@/lib/api/modules/leave/types';

type Row = LeaveTypeRow;

const ADMIN = 'role:School Admin';

export function LeaveTypeScreen() {
  const t = useTranslations('leave');
  const roles = useRoleOptions();
  const roleName = new Map(roles.map((r) => [Number(r.value), r.label]));
  return (
    <ResourceScreen<Row>
      title={t('types.title')}
      singular={t('types.singular')}
      path="/api/leave-types"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        { header: t('types.name'), sort: 'name', cell: (r) => r.name },
        { header: t('types.code'), sort: 'code', cell: (r) => r.code },
        { header: t('types.paid'), cell: (r) => (r.is_paid ? t('types.paid') : t('types.unpaid')) },
        { header: t('types.daysAYear'), sort: 'allocated_days', cell: (r) => r.allocated_days },
        {
          header: t('types.carryForward'),
          cell: (r) =>
            r.carry_forward_cap ? t('types.upTo', { count: r.carry_forward_cap }) : t('types.no'),
        },
        {
          header: t('types.halfDays'),
          cell: (r) => (r.allow_half_day ? t('types.yes') : t('types.no')),
        },
        {
          header: t('types.attachment'),
          cell: (r) =>
            r.attachment_after_days === null
              ? t('types.never')
              : t('types.beyond', { count: r.attachment_after_days }),
        },
        {
          header: t('types.appliesTo'),
          cell: (r) => r.role_ids.map((id) => roleName.get(id) ?? '…').join(', '),
        },
      ]}
      schema={leaveTypeSchema}
      blank={{
        name: '',
        code: '',
        is_paid: true,
        allocated_days: '',
        carry_forward_cap: 0,
        allow_half_day: true,
        attachment_after_days: '',
        role_ids: [],
      }}
      toForm={(r) => ({ ...r, attachment_after_days: r.attachment_after_days ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('types.name')} />
          <TextField name="code" label={t('types.code')} />
          <CheckField name="is_paid" label={t('types.paidLeave')} />
          <TextField name="allocated_days" label={t('types.allocatedDays')} type="number" />
          <TextField name="carry_forward_cap" label={t('types.carryForwardCap')} type="number" />
          <CheckField name="allow_half_day" label={t('types.halfDaysAllowed')} />
          <TextField
            name="attachment_after_days"
            label={t('types.attachmentAfter')}
            type="number"
            hint={t('types.attachmentHint')}
          />
          <CheckboxListField name="role_ids" label={t('types.appliesToHint')} options={roles} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
