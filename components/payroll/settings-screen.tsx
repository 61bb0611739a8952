'use client';
/**
 * Payroll settings: the allowances and deductions (a fixed amount in the school's currency or
 * a percentage of basic, active or not) and the working-days rule of the unpaid deduction.
 */
import { useMemo } from 'react';
import { z } from 'zod';
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { StatusBadge } from '@/components/ui/status-badge';
import { useSchoolFormat } from '@/components/ui/school-format';
import { parseMoney, toDecimalString } from '@/lib/money';
import { WorkingDaysRule } from './working-days-rule';

type Row = {
  id: number;
  name: string;
  kind: 'allowance' | 'deduction';
  calc: 'fixed' | 'percentage';
  amount: number;
  percentage: number;
  active: boolean;
};

/** The form types decimals; the API receives minor units and a number (its own schema checks). */
function formSchema(currency: string, symbol: string) {
  return z
    .object({
      name: z.string().trim().min(1, 'The name is required.'),
      kind: z.enum(['allowance', 'deduction']),
      calc: z.enum(['fixed', 'percentage']),
      amount: z.string(),
      percentage: z.string(),
      active: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.calc === 'fixed') {
        const parsed = parseMoney(v.amount, currency, symbol);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error });
      } else if (!/^\d+(\.\d{1,2})?$/.test(v.percentage.trim()))
        ctx.addIssue({
          code: 'custom',
          path: ['percentage'],
          message: 'The percentage must be a number such as 12.5.',
        });
    })
    .transform((v) => ({
      name: v.name,
      kind: v.kind,
      calc: v.calc,
      active: v.active,
      amount:
        v.calc === 'fixed'
          ? (parseMoney(v.amount, currency, symbol) as { minor: number }).minor
          : null,
      percentage: v.calc === 'percentage' ? Number(v.percentage) : null,
    }));
}

export function PayrollSettingsScreen() {
  const format = useSchoolFormat();
  const schema = useMemo(
    () => formSchema(format.currency, format.currencySymbol),
    [format.currency, format.currencySymbol],
  );
  return (
    <>
      <WorkingDaysRule />
      <ResourceScreen<Row>
        title="Allowances and deductions"
        singular="allowance or deduction"
        path="/api/payroll-settings"
        needs={{
          create: 'payroll-settings-create',
          edit: 'payroll-settings-edit',
          delete: 'payroll-settings-delete',
        }}
        columns={[
          { header: 'Name', sort: 'name', cell: (r) => r.name },
          {
            header: 'Kind',
            sort: 'kind',
            cell: (r) => (r.kind === 'allowance' ? 'Allowance' : 'Deduction'),
          },
          {
            header: 'Amount',
            cell: (r) =>
              r.calc === 'fixed' ? format.money(r.amount) : `${r.percentage}% of basic`,
          },
          {
            header: 'Status',
            cell: (r) => (
              <StatusBadge
                status={r.active ? 'active' : 'disabled'}
                label={r.active ? 'Active' : 'Inactive'}
              />
            ),
          },
        ]}
        schema={schema}
        blank={{
          name: '',
          kind: 'allowance',
          calc: 'fixed',
          amount: '',
          percentage: '',
          active: true,
        }}
        toForm={(r) => ({
          name: r.name,
          kind: r.kind,
          calc: r.calc,
          amount: r.calc === 'fixed' ? toDecimalString(r.amount, format.currency) : '',
          percentage: r.calc === 'percentage' ? String(r.percentage) : '',
          active: r.active,
        })}
        fields={
          <>
            <TextField name="name" label="Name" />
            <SelectField
              name="kind"
              label="Kind"
              options={[
                { value: 'allowance', label: 'Allowance (adds to pay)' },
                { value: 'deduction', label: 'Deduction (taken from pay)' },
              ]}
            />
            <SelectField
              name="calc"
              label="Calculated as"
              options={[
                { value: 'fixed', label: 'A fixed amount' },
                { value: 'percentage', label: 'A percentage of basic' },
              ]}
            />
            <TextField
              name="amount"
              label={`Fixed amount (${format.currency})`}
              hint="For a fixed amount."
            />
            <TextField
              name="percentage"
              label="Percentage of basic"
              hint="For a percentage: at most 100."
            />
            <CheckField name="active" label="Active (applied in payroll runs)" />
          </>
        }
        describe={(r) => r.name}
      />
    </>
  );
}
