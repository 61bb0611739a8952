'use client';
/**
 * The apply form's live figures: the balance of the chosen type, and each day of the range
 * with what it counts (weekly offs and holidays are not counted; a half day is 0.5) and what
 * of it would be without pay. Each working day's portion is chosen here.
 */
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { weekdayOf } from '@/lib/calendar';
import type { DayPortion } from '@/lib/db/schema/leave-values';
import type { LeaveAssessment } from './use-leave-balance';

const PORTION_LABELS: Record<DayPortion, string> = {
  full: 'Full day',
  first_half: 'First half',
  second_half: 'Second half',
};
const OFF_LABELS = { holiday: 'Holiday', weekly_off: 'Weekly off' } as const;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export function LeavePreview({
  assessment,
  onPortion,
}: {
  assessment: LeaveAssessment;
  onPortion: (date: string, portion: DayPortion) => void;
}) {
  const format = useSchoolFormat();
  const b = assessment.balance;
  return (
    <div aria-live="polite">
      <dl className="row small mb-2" aria-label="Balance">
        <dt className="col-6 col-md-3">Allocated</dt>
        <dd className="col-6 col-md-3">
          {days(b.allocated)}
          {b.carried_forward ? ` + ${b.carried_forward} carried forward` : ''}
        </dd>
        <dt className="col-6 col-md-3">Taken</dt>
        <dd className="col-6 col-md-3">{days(b.taken)}</dd>
        <dt className="col-6 col-md-3">Pending</dt>
        <dd className="col-6 col-md-3">{days(b.pending)}</dd>
        <dt className="col-6 col-md-3">Remaining</dt>
        <dd className="col-6 col-md-3" data-testid="leave-remaining">
          {days(b.remaining)}
        </dd>
      </dl>
      {assessment.days.length > 0 && (
        <>
          <Table size="sm" className="mb-2">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Portion</th>
                <th scope="col">Counts</th>
              </tr>
            </thead>
            <tbody>
              {assessment.days.map((d) => (
                <tr key={d.date} className={d.off ? 'text-muted' : undefined}>
                  <td>
                    {format.date(d.date)}{' '}
                    <span className="text-capitalize">({weekdayOf(d.date)})</span>
                  </td>
                  <td>
                    {d.off ? (
                      OFF_LABELS[d.off]
                    ) : (
                      <Form.Select
                        size="sm"
                        aria-label={`Portion of ${format.date(d.date)}`}
                        value={d.portion}
                        disabled={!assessment.allow_half_day}
                        onChange={(e) => onPortion(d.date, e.target.value as DayPortion)}
                      >
                        {Object.entries(PORTION_LABELS).map(([value, label]) => (
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
                      <span className="text-danger"> ({d.without_pay} without pay)</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="fw-semibold" data-testid="leave-counted">
            {days(assessment.counted)} counted
            {assessment.without_pay > 0 && (
              <span className="text-danger">
                {' '}
                — {days(assessment.without_pay)} beyond the balance, without pay
              </span>
            )}
          </p>
        </>
      )}
    </div>
  );
}
