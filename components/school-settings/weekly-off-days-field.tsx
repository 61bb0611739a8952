'use client';
/**
 * The school's weekly off days: a checkbox per weekday (Sunday by default). Attendance is not
 * marked on them and leave day counts skip them (lib/calendar/working-days.ts).
 */
import Form from 'react-bootstrap/Form';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { WEEKDAYS } from '@/lib/calendar';

export function WeeklyOffDaysField() {
  const t = useTranslations('settings');
  const names: Record<(typeof WEEKDAYS)[number], string> = {
    sunday: t('weeklyOff.sunday'),
    monday: t('weeklyOff.monday'),
    tuesday: t('weeklyOff.tuesday'),
    wednesday: t('weeklyOff.wednesday'),
    thursday: t('weeklyOff.thursday'),
    friday: t('weeklyOff.friday'),
    saturday: t('weeklyOff.saturday'),
  };
  const { control } = useFormContext<{ weekly_off_days: string[] }>();
  // A controlled list: the value is always the ticked weekdays, in week order.
  const { field, fieldState } = useController({ control, name: 'weekly_off_days' });
  const chosen = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error;
  const message = error?.message ?? error?.root?.message;
  return (
    <fieldset className="mb-3" aria-describedby="weekly-off-days-hint">
      <legend className="form-label fs-6 mb-1">{t('weeklyOff.legend')}</legend>
      {WEEKDAYS.map((day) => (
        <Form.Check
          inline
          key={day}
          id={`weekly-off-${day}`}
          type="checkbox"
          name={field.name}
          value={day}
          label={names[day]}
          checked={chosen.includes(day)}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(
              event.target.checked
                ? WEEKDAYS.filter((d) => d === day || chosen.includes(d))
                : chosen.filter((d) => d !== day),
            )
          }
        />
      ))}
      <Form.Text id="weekly-off-days-hint" className="d-block">
        {t('weeklyOff.hint')}
      </Form.Text>
      {message && <div className="invalid-feedback d-block">{message}</div>}
    </fieldset>
  );
}
