'use client';
/**
 * The fee summary of the default session year (GET /api/fees/fee-summary), in the school's
 * currency: due, collected, waived, late fees, outstanding, overdue students, and the
 * collections per month as a bar chart. Staff only: a guardian never asks for it.
 */
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { BarChart } from './bar-chart';
import { failureMessage } from './queries';
import { useFeeSummary } from './use-dashboard-data';

/** "2026-09" → "Sep 2026" in English, the month's short name in the page's language. */
const monthLabel = (ym: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1),
  );

export function FeeSummaryCard({ sessionYearId }: { sessionYearId: number | undefined }) {
  const t = useTranslations('dashboard');
  const { data, isError, error } = useFeeSummary(sessionYearId, true);
  const format = useSchoolFormat();
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {data ? t('fees.titleOf', { year: data.session_year_name }) : t('fees.title')}
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('fees.loadFailed', { error: failureMessage(error, t('figures.noAnswer')) })}
          </p>
        ) : !data ? (
          <div role="status" aria-label={t('fees.loading')}>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={6} />
            </Placeholder>
          </div>
        ) : (
          <>
            <dl className="fee-summary row mb-3" data-testid="fee-summary">
              {(
                [
                  [t('fees.totalDue'), format.money(data.total_due)],
                  [t('fees.collected'), format.money(data.collected)],
                  [t('fees.waived'), format.money(data.waived)],
                  [t('fees.lateFees'), format.money(data.late_fees)],
                  [t('fees.outstanding'), format.money(data.outstanding)],
                  [
                    t('fees.overdueStudents'),
                    data.overdue_students.toLocaleString(format.locale, { useGrouping: false }),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="col-6 col-md-4 mb-2">
                  <dt className="small text-body-secondary">{label}</dt>
                  <dd className="fs-5 fw-semibold mb-0">{value}</dd>
                </div>
              ))}
            </dl>
            {data.per_month.length ? (
              <BarChart
                title={t('fees.perMonth')}
                caption={t('fees.perMonthCaption')}
                bars={data.per_month.map((m) => ({
                  label: monthLabel(m.month, format.locale),
                  value: m.collected,
                }))}
                format={format.money}
              />
            ) : (
              <p className="mb-0 text-body-secondary">{t('fees.noPayments')}</p>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
