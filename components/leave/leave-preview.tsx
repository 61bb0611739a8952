'use client';
/**
 * The apply form's live figures: the balance of the chosen type, and each day of the range
 * with what it counts (weekly offs and holidays are not counted; a half day is 0.5) and what
 * of it would be without pay. Each working day's portion is chosen here.
 */
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFormatter, useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { DayPortion } from '@/lib/db/schema/leave-values';
import type { LeaveAssessment } from './use-leave-balance';

export function LeavePreview({
  assessment,
  onPortion,
}: {
  assessment: LeaveAssessment;
  onPortion: (date: string, portion: DayPortion) => void;
}) {
  const t = useTranslations('leave');
  const intl = useFormatter();
  const format = useSchoolFormat();
  const portions: Record<DayPortion, string> = {
    full: t('preview.portion.full'),
    first_half: t('preview.portion.firstHalf'),
    second_half: t('preview.portion.secondHalf'),
  };
  const offs = { holiday: t('preview.off.holiday'), weekly_off: t('preview.off.weeklyOff') };
  const days = (count: number) => t('preview.days', { count });
  // The weekday of a plain date, in the page's language (noon UTC: the same day everywhere).
  const weekday = (date: string) =>
    intl.dateTime(new Date(`${date}T12:00:00Z`), { weekday: 'long', timeZone: 'UTC' });
  const b = assessment.balance;
  return (
    <div aria-live="polite">
      <dl className="row small mb-2" aria-label={t('preview.balance')}>
        <dt className="col-6 col-md-3">{t('preview.allocated')}</dt>
        <dd className="col-6 col-md-3">
          {b.carried_forward
            ? t('preview.withCarried', { days: days(b.allocated), carried: b.carried_forward })
            : days(b.allocated)}
        </dd>
        <dt className="col-6 col-md-3">{t('preview.taken')}</dt>
        <dd className="col-6 col-md-3">{days(b.taken)}</dd>
        <dt className="col-6 col-md-3">{t('preview.pending')}</dt>
        <dd className="col-6 col-md-3">{days(b.pending)}</dd>
        <dt className="col-6 col-md-3">{t('preview.remaining')}</dt>
        <dd className="col-6 col-md-3" data-testid="leave-remaining">
          {days(b.remaining)}
        </dd>
      </dl>
      {assessment.days.length > 0 && (
        <>
          <Table size="sm" className="mb-2">
            <thead>
              <tr>
                <th scope="col">{t('preview.day')}</th>
                <th scope="col">{t('preview.portionHeader')}</th>
                <th scope="col">{t('preview.counts')}</th>
              </tr>
            </thead>
            <tbody>
              {assessment.days.map((d) => (
                <tr key={d.date} className={d.off ? 'text-muted' : undefined}>
                  <td>
                    {format.date(d.date)}{' '}
                    <span className="text-capitalize">({weekday(d.date)})</span>
                  </td>
                  <td>
                    {d.off ? (
                      offs[d.off]
                    ) : (
                      <Form.Select
                        size="sm"
                        aria-label={t('preview.portionOf', { date: format.date(d.date) })}
                        value={d.portion}
                        disabled={!assessment.allow_half_day}
                        onChange={(e) => onPortion(d.date, e.target.value as DayPortion)}
                      >
                        {Object.entries(portions).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  </td>
                  <td>
                    {d.counted}
                    {d.without_pay > 0 && (
                      <span className="text-danger">
                        {' '}
                        {t('preview.dayWithoutPay', { count: d.without_pay })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="fw-semibold" data-testid="leave-counted">
            {t('preview.counted', { days: days(assessment.counted) })}
            {assessment.without_pay > 0 && (
              <span className="text-danger">
                {' '}
                {t('preview.beyond', { days: days(assessment.without_pay) })}
              </span>
            )}
          </p>
        </>
      )}
    </div>
  );
}
