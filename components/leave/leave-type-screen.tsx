'use client';
/** /leave-master: the school's leave types (School Admin). Guardian in "applies to" = student leave. */
import { CheckField, CheckboxListField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { leaveTypeSchema } from '@/lib/api/modules/leave/schemas';
import { useRoleOptions } from './role-options';
import type { LeaveTypeRow } from '@/lib/api/modules/leave/types';

type Row = LeaveTypeRow;

const ADMIN = 'role:School Admin';

export function LeaveTypeScreen() {
  const roles = useRoleOptions();
  const roleName = new Map(roles.map((r) => [Number(r.value), r.label]));
  return (
    <ResourceScreen<Row>
      title="Leave types"
      singular="leave type"
      path="/api/leave-types"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        { header: 'Name', sort: 'name', cell: (r) => r.name },
        { header: 'Code', sort: 'code', cell: (r) => r.code },
        { header: 'Paid', cell: (r) => (r.is_paid ? 'Paid' : 'Unpaid') },
        { header: 'Days a year', sort: 'allocated_days', cell: (r) => r.allocated_days },
        {
          header: 'Carry forward',
          cell: (r) => (r.carry_forward_cap ? `up to ${r.carry_forward_cap}` : 'No'),
        },
        { header: 'Half days', cell: (r) => (r.allow_half_day ? 'Yes' : 'No') },
        {
          header: 'Attachment',
          cell: (r) =>
            r.attachment_after_days === null ? 'Never' : `Beyond ${r.attachment_after_days} days`,
        },
        {
          header: 'Applies to',
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
          <TextField name="name" label="Name" />
          <TextField name="code" label="Code" />
          <CheckField name="is_paid" label="Paid leave" />
          <TextField name="allocated_days" label="Days allocated per session year" type="number" />
          <TextField
            name="carry_forward_cap"
            label="Carry forward at most (days, 0 for none)"
            type="number"
          />
          <CheckField name="allow_half_day" label="Half days allowed" />
          <TextField
            name="attachment_after_days"
            label="Attachment required beyond (days)"
            type="number"
            hint="Leave empty when no attachment is ever required."
          />
          <CheckboxListField
            name="role_ids"
            label="Applies to (Guardian: a student's leave, applied by their guardian)"
            options={roles}
          />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
