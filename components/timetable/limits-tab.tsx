'use client';
/**
 * Teachers' limits: every teacher of a class-subject with the most periods they may teach a
 * day and a week (empty: no limit). One Save PUTs the whole table; the API's 422 lands on
 * the input it names (`limits.{i}.max_per_day`: a day's maximum over the week's).
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ScrollRegion } from '@/components/exams/results/scroll-region';
import { usePermissions } from '@/components/ui/use-permissions';
import { countText, limitsBody } from './requirements';
import { LIMITS_KEY, useLimits, type LimitRow } from './requirements-queries';
import { useRequirementSave } from './use-requirement-save';

export function LimitsTab() {
  const t = useTranslations('timetable-draft');
  const limits = useLimits();
  if (limits.isPending) return <p role="status">{t('requirements.loading')}</p>;
  if (limits.isError) return <Alert variant="danger">{limits.error.message}</Alert>;
  if (!limits.data.length)
    return <p className="text-body-secondary">{t('requirements.noTeachers')}</p>;
  return <LimitsForm key={limits.dataUpdatedAt} rows={limits.data} />;
}

type Field = 'perDay' | 'perWeek';
/** Each input: its field in the form and in the API's body. */
const FIELDS: readonly [Field, 'max_per_day' | 'max_per_week'][] = [
  ['perDay', 'max_per_day'],
  ['perWeek', 'max_per_week'],
];

function LimitsForm({ rows }: { rows: LimitRow[] }) {
  const t = useTranslations('timetable-draft');
  const { can } = usePermissions();
  const editable = can('timetable-edit');
  const { errors, failure, busy, send } = useRequirementSave(LIMITS_KEY);
  const [values, setValues] = useState(() =>
    rows.map((r) => ({
      id: r.teacher_user_id,
      perDay: countText(r.max_per_day),
      perWeek: countText(r.max_per_week),
    })),
  );
  const set = (i: number, field: Field, value: string) =>
    setValues((all) => all.map((v, j) => (j === i ? { ...v, [field]: value } : v)));
  return (
    <Form
      noValidate
      aria-label={t('requirements.limitsTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void send('PUT', '/api/timetables/teacher-limits', limitsBody(values));
      }}
    >
      <p className="text-body-secondary">{t('requirements.limitsIntro')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <ScrollRegion label={t('requirements.limitsTitle')}>
        <Table size="sm" className="align-middle mb-0">
          <caption className="visually-hidden">{t('requirements.limitsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('requirements.teacher')}</th>
              <th scope="col">{t('requirements.maxDay')}</th>
              <th scope="col">{t('requirements.maxWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.teacher_user_id} data-teacher={r.teacher_user_id}>
                <th scope="row" className="fw-normal">
                  {r.teacher}
                </th>
                {FIELDS.map(([field, apiField]) => {
                  const error = errors[`limits.${i}.${apiField}`];
                  const value = values[i]?.[field] ?? '';
                  return (
                    <td key={field} style={{ minWidth: '7rem' }}>
                      {editable ? (
                        <>
                          <Form.Control
                            id={`limit-${r.teacher_user_id}-${field}`}
                            aria-label={
                              field === 'perDay'
                                ? t('requirements.maxDayOf', { name: r.teacher })
                                : t('requirements.maxWeekOf', { name: r.teacher })
                            }
                            inputMode="numeric"
                            size="sm"
                            value={value}
                            placeholder={t('requirements.noLimit')}
                            onChange={(e) => set(i, field, e.target.value)}
                            isInvalid={Boolean(error)}
                          />
                          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                        </>
                      ) : (
                        value || t('requirements.noLimit')
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {editable && (
        <Button type="submit" disabled={busy} data-testid="limits-save">
          {busy ? t('requirements.saving') : t('requirements.saveLimits')}
        </Button>
      )}
    </Form>
  );
}
