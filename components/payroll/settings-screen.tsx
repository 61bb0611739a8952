'use client';
/**
 * Payroll settings: the allowances and deductions (a fixed amount in the school's currency or
 * a percentage of basic, active or not) and the working-days rule of the unpaid deduction.
 */
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
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

type Messages = { nameRequired: string; percentageFormat: string };

/** The form types decimals; the API receives minor units and a number (its own schema checks). */
function formSchema(currency: string, symbol: string, messages: Messages) {
  return z
    .object({
      name: z.string().trim().min(1, messages.nameRequired),
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
          message: messages.percentageFormat,
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
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const nameRequired = t('components.nameRequired');
  const percentageFormat = t('components.percentageFormat');
  const schema = useMemo(
    () => formSchema(format.currency, format.currencySymbol, { nameRequired, percentageFormat }),
    [format.currency, format.currencySymbol, nameRequired, percentageFormat],
  );
  return (
    <>
      <WorkingDaysRule />
      <ResourceScreen<Row>
        title={t('components.title')}
        singular={t('components.singular')}
        path="/api/payroll-settings"
        needs={{
          create: 'payroll-settings-create',
          edit: 'payroll-settings-edit',
          delete: 'payroll-settings-delete',
        }}
        columns={[
          { header: t('components.name'), sort: 'name', cell: (r) => r.name },
          {
            header: t('components.kind'),
            sort: 'kind',
            cell: (r) =>
              r.kind === 'allowance' ? t('components.allowance') : t('components.deduction'),
          },
          {
            header: t('components.amount'),
            cell: (r) =>
              r.calc === 'fixed'
                ? format.money(r.amount)
                : t('components.percentOfBasic', { percentage: r.percentage }),
          },
          {
            header: t('components.status'),
            cell: (r) => (
              <StatusBadge
                status={r.active ? 'active' : 'disabled'}
                label={r.active ? t('components.active') : t('components.inactive')}
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
            <TextField name="name" label={t('components.name')} />
            <SelectField
              name="kind"
              label={t('components.kind')}
              options={[
                { value: 'allowance', label: t('components.allowanceOption') },
                { value: 'deduction', label: t('components.deductionOption') },
              ]}
            />
            <SelectField
              name="calc"
              label={t('components.calc')}
              options={[
                { value: 'fixed', label: t('components.fixedOption') },
                { value: 'percentage', label: t('components.percentageOption') },
              ]}
            />
            <TextField
              name="amount"
              label={t('components.fixedAmount', { currency: format.currency })}
              hint={t('components.fixedHint')}
            />
            <TextField
              name="percentage"
              label={t('components.percentage')}
              hint={t('components.percentageHint')}
            />
            <CheckField name="active" label={t('components.activeLabel')} />
          </>
        }
        describe={(r) => r.name}
      />
    </>
  );
}
