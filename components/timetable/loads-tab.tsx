'use client';
/**
 * Periods per week, per class (`class_id` in the address): each class-subject with its
 * teachers and the periods the solver must place a week (empty: it leaves the subject out).
 * The total is weighed against the lessons the class's bell schedules offer as the office
 * types; Save sends the whole class in one PUT, whose 422 lands on its row (`loads.{i}…`).
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ScrollRegion } from '@/components/exams/results/scroll-region';
import { useMetaData } from '@/components/shell/use-meta-data';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlState } from '@/components/ui/use-url-state';
import { useChoices } from './queries';
import { capacityState, countText, loadsBody, totalAsked, weeklyCapacity } from './requirements';
import { LOADS_KEY, useBellPlans, useLoads, type LoadRow } from './requirements-queries';
import { useRequirementSave } from './use-requirement-save';

type ClassItem = { id: number; name: string; shift_id: number | null };

export function LoadsTab() {
  const t = useTranslations('timetable-draft');
  const meta = useMetaData();
  const { params, update } = useUrlState();
  const classes = (meta.data?.classes ?? []) as ClassItem[];
  const asked = Number(params.get('class_id'));
  const chosen = classes.find((c) => c.id === asked) ?? classes[0] ?? null;
  const loads = useLoads(chosen?.id ?? null);
  if (meta.isPending) return <p role="status">{t('requirements.loading')}</p>;
  if (!classes.length) return <p className="text-body-secondary">{t('requirements.noClasses')}</p>;
  return (
    <>
      <Form.Group controlId="loads-class" className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t('requirements.class')}</Form.Label>
        <Form.Select
          value={chosen?.id ?? ''}
          onChange={(e) => update({ class_id: e.target.value })}
        >
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {loads.isPending && <p role="status">{t('requirements.loading')}</p>}
      {loads.isError && <Alert variant="danger">{loads.error.message}</Alert>}
      {chosen && loads.data && (
        <LoadsForm key={`${chosen.id}:${loads.dataUpdatedAt}`} item={chosen} rows={loads.data} />
      )}
    </>
  );
}

function LoadsForm({ item, rows }: { item: ClassItem; rows: LoadRow[] }) {
  const t = useTranslations('timetable-draft');
  const { can } = usePermissions();
  const editable = can('timetable-edit');
  const choices = useChoices();
  const plans = useBellPlans();
  const { errors, failure, busy, send } = useRequirementSave(LOADS_KEY);
  const [values, setValues] = useState(() => rows.map((r) => countText(r.periods_per_week)));
  const teachersOf = (id: number) =>
    (choices.data?.class_subjects.find((cs) => cs.id === id)?.teachers ?? [])
      .map((p) => p.name)
      .join(', ');
  const total = totalAsked(values);
  const capacity = plans.data ? weeklyCapacity(plans.data, item.shift_id) : 0;
  const state = capacityState(total, capacity);

  if (!rows.length) return <p className="text-body-secondary">{t('requirements.noSubjects')}</p>;
  return (
    <Form
      noValidate
      aria-label={t('requirements.loadsOf', { name: item.name })}
      onSubmit={(e) => {
        e.preventDefault();
        void send(
          'PUT',
          '/api/timetables/loads',
          loadsBody(rows.map((r, i) => ({ id: r.class_subject_id, value: values[i] ?? '' }))),
        );
      }}
    >
      {failure && <Alert variant="danger">{failure}</Alert>}
      <ScrollRegion label={t('requirements.loadsOf', { name: item.name })}>
        <Table size="sm" className="align-middle mb-0">
          <caption className="visually-hidden">
            {t('requirements.loadsOf', { name: item.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('requirements.subject')}</th>
              <th scope="col">{t('requirements.teachers')}</th>
              <th scope="col">{t('requirements.perWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const error =
                errors[`loads.${i}.periods_per_week`] ?? errors[`loads.${i}.class_subject_id`];
              return (
                <tr key={r.class_subject_id}>
                  <th scope="row" className="fw-normal">
                    {r.subject}
                  </th>
                  <td>{teachersOf(r.class_subject_id)}</td>
                  <td style={{ minWidth: '7rem' }}>
                    {editable ? (
                      <>
                        <Form.Control
                          id={`load-${r.class_subject_id}`}
                          aria-label={t('requirements.perWeekOf', { subject: r.subject })}
                          inputMode="numeric"
                          size="sm"
                          value={values[i] ?? ''}
                          placeholder={t('requirements.leftOut')}
                          onChange={(e) =>
                            setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))
                          }
                          isInvalid={Boolean(error)}
                          data-testid={`load-${r.class_subject_id}`}
                        />
                        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                      </>
                    ) : (
                      values[i] || t('requirements.leftOut')
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollRegion>
      <p
        aria-live="polite"
        data-testid="loads-total"
        data-state={state}
        className={state === 'over' ? 'text-danger-emphasis fw-semibold' : undefined}
        hidden={!plans.data}
      >
        {state === 'none'
          ? t('requirements.totalNoPlan', { total })
          : t('requirements.total', { total, capacity })}
        {state === 'over' && ` ${t('requirements.over', { over: total - capacity })}`}
      </p>
      {editable && (
        <Button type="submit" disabled={busy} data-testid="loads-save">
          {busy ? t('requirements.saving') : t('requirements.saveLoads')}
        </Button>
      )}
    </Form>
  );
}
