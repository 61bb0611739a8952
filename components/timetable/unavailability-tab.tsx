'use client';
/**
 * Unavailable times, per teacher (`teacher_id` in the address): the weekday spans the solver
 * keeps free of their lessons, each deleted after a confirmation, and a form adding one (a
 * working day of the school, a start and an end); the API's 422 lands on its field.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ScrollRegion } from '@/components/exams/results/scroll-region';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlainSelect, PlainText } from '@/components/ui/plain-fields';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlState } from '@/components/ui/use-url-state';
import { parseWeeklyOffDays } from '@/lib/calendar/working-days';
import { useChoices } from './queries';
import { workingWeekdays } from './requirements';
import { UNAVAILABILITY_KEY, useSpans, useWeeklyOff, type SpanRow } from './requirements-queries';
import { useRequirementSave } from './use-requirement-save';

export function UnavailabilityTab() {
  const t = useTranslations('timetable-draft');
  const choices = useChoices();
  const { params, update } = useUrlState();
  const teachers = choices.data?.teachers ?? [];
  const asked = Number(params.get('teacher_id'));
  const chosen = teachers.find((p) => p.id === asked) ?? teachers[0] ?? null;
  if (choices.isPending) return <p role="status">{t('requirements.loading')}</p>;
  if (choices.isError) return <Alert variant="danger">{choices.error.message}</Alert>;
  if (!chosen) return <p className="text-body-secondary">{t('requirements.noTeachers')}</p>;
  return (
    <>
      <p className="text-body-secondary">{t('requirements.unavailableIntro')}</p>
      <Form.Group controlId="unavailable-teacher" className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t('requirements.teacher')}</Form.Label>
        <Form.Select value={chosen.id} onChange={(e) => update({ teacher_id: e.target.value })}>
          {teachers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Spans key={chosen.id} teacher={chosen} />
    </>
  );
}

function Spans({ teacher }: { teacher: { id: number; name: string } }) {
  const t = useTranslations('timetable-draft');
  const days = useTranslations('timetable');
  const { can } = usePermissions();
  const spans = useSpans(teacher.id);
  const remover = useRequirementSave(UNAVAILABILITY_KEY);
  const [removing, setRemoving] = useState<SpanRow | null>(null);
  const describe = (s: SpanRow) =>
    t('requirements.span', { day: days(`days.${s.day}`), start: s.start_time, end: s.end_time });
  if (spans.isPending) return <p role="status">{t('requirements.loading')}</p>;
  if (spans.isError) return <Alert variant="danger">{spans.error.message}</Alert>;
  const title = t('requirements.unavailableOf', { name: teacher.name });
  return (
    <section aria-label={title}>
      {spans.data.length ? (
        <ScrollRegion label={title}>
          <Table size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('requirements.day')}</th>
                <th scope="col">{t('requirements.start')}</th>
                <th scope="col">{t('requirements.end')}</th>
                {can('timetable-edit') && (
                  <th scope="col">
                    <span className="visually-hidden">{t('requirements.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {spans.data.map((s) => (
                <tr key={s.id} data-span={s.id}>
                  <th scope="row" className="fw-normal">
                    {days(`days.${s.day}`)}
                  </th>
                  <td>{s.start_time}</td>
                  <td>{s.end_time}</td>
                  {can('timetable-edit') && (
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setRemoving(s)}
                        aria-label={t('requirements.deleteSpan', { span: describe(s) })}
                      >
                        {t('requirements.delete')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      ) : (
        <p className="text-body-secondary">{t('requirements.noSpans', { name: teacher.name })}</p>
      )}
      {can('timetable-edit') && <AddSpan teacherId={teacher.id} />}
      {removing && (
        <ConfirmDialog
          title={t('requirements.deleteSpan', { span: describe(removing) })}
          confirmLabel={t('requirements.delete')}
          busyLabel={t('requirements.deleting')}
          failed={t('requirements.deleteFailed')}
          variant="danger"
          onConfirm={async () => {
            const refused = await remover.send(
              'DELETE',
              `/api/timetables/unavailability/${removing.id}`,
            );
            if (refused !== null) throw new Error(refused);
          }}
          onClose={() => setRemoving(null)}
        >
          {t('requirements.deleteConfirm', { name: teacher.name, span: describe(removing) })}
        </ConfirmDialog>
      )}
    </section>
  );
}

const BLANK = { day: '', start_time: '', end_time: '' };

function AddSpan({ teacherId }: { teacherId: number }) {
  const t = useTranslations('timetable-draft');
  const days = useTranslations('timetable');
  const settings = useWeeklyOff();
  const weekdays = workingWeekdays(parseWeeklyOffDays(settings.data?.weekly_off_days));
  const { errors, failure, busy, send } = useRequirementSave(UNAVAILABILITY_KEY);
  const [form, setForm] = useState(BLANK);
  const set = (field: keyof typeof BLANK) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const add = async () => {
    const body = { teacher_user_id: teacherId, ...form, day: form.day || undefined };
    if ((await send('POST', '/api/timetables/unavailability', body)) === null) setForm(BLANK);
  };
  return (
    <Form
      noValidate
      className="border rounded p-3 mt-3 bg-body"
      aria-label={t('requirements.addSpan')}
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <h2 className="h6">{t('requirements.addSpan')}</h2>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="row g-2 align-items-end">
        <div className="col-12 col-sm-4">
          <PlainSelect
            id="span-day"
            label={t('requirements.day')}
            value={form.day}
            blank={t('requirements.chooseDay')}
            options={weekdays.map((d) => ({ value: d, label: days(`days.${d}`) }))}
            onChange={set('day')}
            error={errors.day}
          />
        </div>
        {(
          [
            ['start_time', t('requirements.start')],
            ['end_time', t('requirements.end')],
          ] as const
        ).map(([field, label]) => (
          <div className="col-6 col-sm-3" key={field}>
            <PlainText
              id={`span-${field}`}
              type="time"
              label={label}
              value={form[field]}
              onChange={set(field)}
              error={errors[field]}
            />
          </div>
        ))}
        <div className="col-12 col-sm-2 mb-2">
          <Button type="submit" disabled={busy} data-testid="span-add">
            {t('requirements.add')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
