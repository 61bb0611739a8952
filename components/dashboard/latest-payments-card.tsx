/**
 * The latest fee payments on the dashboard (the accountant's "what just came in"): receipt,
 * student, date in the school's format, amount; each opens the payment history at that
 * receipt, and the card links to the whole history.
 */
import Link from 'next/link';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { LatestPayment } from './queries';

const HISTORY = '/fees/fees-transaction-logs';

export function LatestPaymentsCard({ payments }: { payments: LatestPayment[] }) {
  const t = useTranslations('dashboard');
  const format = useSchoolFormat();
  return (
    <Card className="h-100" data-testid="latest-payments">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('payments.title')}
        </Card.Title>
        {payments.length === 0 ? (
          <p className="text-body-secondary">{t('payments.none')}</p>
        ) : (
          <Table size="sm" className="align-middle">
            <caption className="visually-hidden">{t('payments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.receipt')}</th>
                <th scope="col">{t('payments.student')}</th>
                <th scope="col">{t('payments.paidOn')}</th>
                <th scope="col" className="text-end">
                  {t('payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link href={`${HISTORY}?search=${p.receipt_no}`}>
                      {t('payments.receiptNo', { number: p.receipt_no })}
                    </Link>
                    {p.status === 'cancelled' && (
                      <Badge bg="secondary" className="ms-1">
                        {t('payments.cancelled')}
                      </Badge>
                    )}
                  </td>
                  <td>
                    {p.student_name ?? '—'}
                    {p.class_section_name && (
                      <span className="d-block small text-body-secondary">
                        {p.class_section_name}
                      </span>
                    )}
                  </td>
                  <td>{format.date(p.paid_on)}</td>
                  <td className="text-end">{format.money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Link href={HISTORY}>{t('payments.all')}</Link>
      </Card.Body>
    </Card>
  );
}
