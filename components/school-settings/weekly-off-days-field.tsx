'use client';
/**
 * The school's weekly off days: a checkbox per weekday (Sunday by default). Attendance is not
 * marked on them and leave day counts skip them (lib/calendar/working-days.ts).
 */
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import { WEEKDAYS } from '@/lib/calendar';

const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

export function WeeklyOffDaysField() {
  const { register, formState } = useFormContext<{ weekly_off_days: string[] }>();
  const error = formState.errors.weekly_off_days;
  const message = error?.message ?? error?.root?.message;
  return (
    <fieldset className="mb-3" aria-describedby="weekly-off-days-hint">
      <legend className="form-label fs-6 mb-1">Weekly off days</legend>
      {WEEKDAYS.map((day) => (
        <Form.Check
          inline
          key={day}
          id={`weekly-off-${day}`}
          type="checkbox"
          value={day}
          label={label(day)}
          {...register('weekly_off_days')}
        />
      ))}
      <Form.Text id="weekly-off-days-hint" className="d-block">
        Attendance is not marked on these days and leave does not count them.
      </Form.Text>
      {message && <div className="invalid-feedback d-block">{message}</div>}
    </fieldset>
  );
}
