'use client';
/**
 * A student's dues as a table (collect fee and the student profile's fees tab): label, due
 * date, the money columns, status; on a phone each due is a card (label: value,
 * data-table-stack in globals.css). Collect fee shows every money column and a box to choose
 * the dues to pay; the profile the amount net of late fee and waiver.
 */
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StudentFees } from '@/lib/api/modules/fees/types';

type Due = StudentFees['dues'][number];

/** The money columns, in order: the header's key in `collect` and the figure. */
const ALL_AMOUNTS = [
  ['amount', (d: Due) => d.amount],
  ['lateFee', (d: Due) => d.late_fee],
  ['waived', (d: Due) => d.waived],
  ['paid', (d: Due) => d.paid],
  ['outstanding', (d: Due) => d.outstanding],
] as const;
const NET_AMOUNTS = [
  ['amount', (d: Due) => d.amount + d.late_fee - d.waived],
  ['paid', (d: Due) => d.paid],
  ['outstanding', (d: Due) => d.outstanding],
] as const;

export function DuesTable({
  dues,
  amounts,
  choose,
  className,
}: {
  dues: Due[];
  /** `all`: amount, late fee, waived, paid, outstanding; `net`: the amount after both, paid, outstanding. */
  amounts: 'all' | 'net';
  /** The dues chosen to pay (collect fee), when the reader may collect. */
  choose?: { chosen: number[]; onChange: (chosen: number[]) => void };
  className?: string;
}) {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const columns = amounts === 'all' ? ALL_AMOUNTS : NET_AMOUNTS;
  return (
    <Table responsive size="sm" className={`data-table-stack ${className ?? ''}`.trim()}>
      <thead>
        <tr>
          {choose && (
            <th scope="col">
              <span className="visually-hidden">{t('collect.choose')}</span>
            </th>
          )}
          <th scope="col">{t('collect.due')}</th>
          <th scope="col">{t('collect.dueDate')}</th>
          {columns.map(([label]) => (
            <th key={label} scope="col" className="text-end">
              {t(`collect.${label}`)}
            </th>
          ))}
          <th scope="col">{t('collect.status')}</th>
        </tr>
      </thead>
      <tbody>
        {dues.map((d) => (
          <tr key={d.id}>
            {choose && (
              <td data-label={t('collect.choose')}>
                <Form.Check
                  aria-label={t('collect.pay', { label: d.label })}
                  disabled={d.outstanding <= 0}
                  checked={choose.chosen.includes(d.id)}
                  onChange={(e) =>
                    choose.onChange(
                      e.target.checked
                        ? [...choose.chosen, d.id]
                        : choose.chosen.filter((id) => id !== d.id),
                    )
                  }
                />
              </td>
            )}
            <td data-label={t('collect.due')}>{d.label}</td>
            <td data-label={t('collect.dueDate')}>{format.date(d.due_date)}</td>
            {columns.map(([label, figure]) => (
              <td key={label} data-label={t(`collect.${label}`)} className="text-end">
                {format.money(figure(d))}
              </td>
            ))}
            <td data-label={t('collect.status')}>
              <StatusBadge status={d.status} />
            </td>
          </tr>
        ))}
        {!dues.length && (
          <tr>
            <td colSpan={columns.length + (choose ? 4 : 3)} className="text-body-secondary">
              {t('collect.noDues')}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}
