'use client';
/**
 * Adding or changing a bell schedule: its name, shift, weekdays and rows of periods and breaks
 * (add, remove, times). The API's refusal shows on the field it names (`periods.2.end_time`).
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { PlainSelect, PlainText } from '@/components/ui/plain-fields';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { nextRow, toggleDay, type BellForm, type PeriodRow } from './bell-form';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

export function BellScheduleForm({
  start,
  shifts,
  submit,
  onCancel,
}: {
  start: BellForm;
  shifts: { id: number; name: string }[];
  submit: (form: BellForm) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('timetable');
  const [form, setForm] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setRow = (i: number, patch: Partial<PeriodRow>) =>
    setForm((f) => ({
      ...f,
      periods: f.periods.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    }));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await submit(form);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      setErrors(fields);
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="border rounded p-3 mb-4"
      aria-label={start.name ? t('bells.editNamed', { name: start.name }) : t('bells.add')}
    >
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="row g-2">
        <div className="col-md-6">
          <PlainText
            id="bell-name"
            label={t('bells.name')}
            value={form.name}
            onChange={(name) => setForm((f) => ({ ...f, name }))}
            error={errors.name}
          />
        </div>
        <div className="col-md-6">
          <PlainSelect
            id="bell-shift"
            label={t('bells.shift')}
            value={form.shift_id}
            blank={t('bells.noShift')}
            options={shifts.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(shift_id) => setForm((f) => ({ ...f, shift_id }))}
            error={errors.shift_id}
          />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('bells.days')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {WEEK.map((day) => (
            <Form.Check
              key={day}
              id={`bell-day-${day}`}
              label={t(`days.${day}`)}
              checked={form.days.includes(day)}
              onChange={() => setForm((f) => ({ ...f, days: toggleDay(f.days, day) }))}
              isInvalid={Boolean(errors.days)}
            />
          ))}
        </div>
        {errors.days && <div className="invalid-feedback d-block">{errors.days}</div>}
      </fieldset>
      <fieldset>
        <legend className="form-label fs-6">{t('bells.periods')}</legend>
        {errors.periods && <div className="invalid-feedback d-block mb-2">{errors.periods}</div>}
        {form.periods.map((p, i) => (
          <div className="row g-2 align-items-end border-bottom mb-2" key={i}>
            <div className="col-6 col-md-3">
              <PlainText
                id={`period-${i}-name`}
                label={t('bells.periodName', { n: i + 1 })}
                value={p.name}
                onChange={(name) => setRow(i, { name })}
                error={errors[`periods.${i}.name`]}
              />
            </div>
            <div className="col-6 col-md-2">
              <PlainSelect
                id={`period-${i}-kind`}
                label={t('bells.kind')}
                value={p.kind}
                options={[
                  { value: 'period', label: t('bells.lesson') },
                  { value: 'break', label: t('grid.break') },
                ]}
                onChange={(kind) => setRow(i, { kind: kind as PeriodRow['kind'] })}
                error={errors[`periods.${i}.kind`]}
              />
            </div>
            <div className="col-5 col-md-3">
              <PlainText
                id={`period-${i}-start`}
                type="time"
                label={t('bells.start')}
                value={p.start_time}
                onChange={(start_time) => setRow(i, { start_time })}
                error={errors[`periods.${i}.start_time`]}
              />
            </div>
            <div className="col-5 col-md-3">
              <PlainText
                id={`period-${i}-end`}
                type="time"
                label={t('bells.end')}
                value={p.end_time}
                onChange={(end_time) => setRow(i, { end_time })}
                error={errors[`periods.${i}.end_time`]}
              />
            </div>
            <div className="col-2 col-md-1 mb-2">
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={t('bells.removeRow', { name: p.name || String(i + 1) })}
                onClick={() =>
                  setForm((f) => ({ ...f, periods: f.periods.filter((_, j) => j !== i) }))
                }
              >
                ×
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() =>
            setForm((f) => ({
              ...f,
              periods: [
                ...f.periods,
                nextRow(f.periods, t('bells.periodN', { n: f.periods.length + 1 })),
              ],
            }))
          }
        >
          {t('bells.addRow')}
        </Button>
      </fieldset>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('edit.saving') : t('bells.save')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('bells.cancel')}
        </Button>
      </div>
    </Form>
  );
}
