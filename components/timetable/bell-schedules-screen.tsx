'use client';
/**
 * /timetable/bell-schedules: each shift's day plans (weekdays, periods and breaks with their
 * times), added, changed and deleted with timetable-create / -edit / -delete; and, on the
 * second tab, the rooms lessons may take (the `/api/rooms` resource).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { UrlTabs } from '@/components/ui/url-tabs';
import { apiFetch } from '@/lib/client/api-fetch';
import { blankForm, bodyOf, formOf, type BellForm, type BellPlan } from './bell-form';
import { BellScheduleForm } from './bell-schedule-form';
import { TIMETABLE_KEY, useChoices } from './queries';
import { RoomsScreen } from './rooms-screen';

const TABS = ['bells', 'rooms'] as const;

export function BellSchedulesScreen() {
  const t = useTranslations('timetable');
  return (
    <UrlTabs tabs={TABS}>
      <Tab eventKey="bells" title={t('screens.bellSchedules')}>
        <BellPlans />
      </Tab>
      <Tab eventKey="rooms" title={t('rooms.title')}>
        <RoomsScreen />
      </Tab>
    </UrlTabs>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; plan: BellPlan } | null;

function BellPlans() {
  const t = useTranslations('timetable');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const choices = useChoices();
  const plans = useQuery({
    queryKey: [...TIMETABLE_KEY, 'bells'],
    queryFn: async () => (await apiFetch<{ data: BellPlan[] }>('/api/bell-schedules')).data,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BellPlan | null>(null);
  const shifts = choices.data?.shifts ?? [];
  const shiftName = (id: number | null) =>
    id === null ? t('bells.noShift') : (shifts.find((s) => s.id === id)?.name ?? '');
  const write = async (method: string, path: string, form?: BellForm) => {
    const answer = await apiFetch<{ message: string }>(path, {
      method,
      body: form ? JSON.stringify(bodyOf(form)) : undefined,
    });
    toast.success(answer.message);
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY });
  };
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('screens.bellSchedules')}
        </h1>
        {can('timetable-create') && !editing && (
          <Button className="ms-auto" onClick={() => setEditing({ mode: 'create' })}>
            {t('bells.add')}
          </Button>
        )}
      </div>
      {editing && (
        <BellScheduleForm
          key={editing.mode === 'edit' ? editing.plan.id : 'new'}
          start={
            editing.mode === 'edit'
              ? formOf(editing.plan)
              : blankForm((n) => t('bells.periodN', { n }), t('grid.break'))
          }
          shifts={shifts}
          submit={(form) =>
            editing.mode === 'edit'
              ? write('PUT', `/api/bell-schedules/${editing.plan.id}`, form)
              : write('POST', '/api/bell-schedules', form)
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {plans.isPending && <p role="status">{t('loading')}</p>}
      {plans.isError && <Alert variant="danger">{plans.error.message}</Alert>}
      {plans.data && !plans.data.length && <p className="text-body-secondary">{t('bells.none')}</p>}
      <div className="row g-3">
        {plans.data?.map((plan) => (
          <div className="col-lg-6" key={plan.id}>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {plan.name}
                </Card.Title>
                <p className="small mb-2">
                  {shiftName(plan.shift_id)} · {plan.days.map((d) => t(`days.${d}`)).join(', ')}
                </p>
                <Table size="sm" className="mb-2">
                  <caption className="visually-hidden">{plan.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('bells.name')}</th>
                      <th scope="col">{t('bells.start')}</th>
                      <th scope="col">{t('bells.end')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.periods.map((p) => (
                      <tr key={p.id} className={p.kind === 'break' ? 'table-light' : undefined}>
                        <td>
                          {p.name}
                          {p.kind === 'break' && (
                            <span className="small text-body-secondary ms-1">
                              ({t('grid.break')})
                            </span>
                          )}
                        </td>
                        <td>{p.start_time}</td>
                        <td>{p.end_time}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                <div className="d-flex gap-2">
                  {can('timetable-edit') && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setEditing({ mode: 'edit', plan })}
                      aria-label={t('bells.editNamed', { name: plan.name })}
                    >
                      {t('bells.edit')}
                    </Button>
                  )}
                  {can('timetable-delete') && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setDeleting(plan)}
                      aria-label={t('bells.deleteNamed', { name: plan.name })}
                    >
                      {t('bells.delete')}
                    </Button>
                  )}
                </div>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('bells.deleteNamed', { name: deleting.name })}
          confirmLabel={t('bells.delete')}
          busyLabel={t('bells.deleting')}
          failed={t('bells.deleteFailed')}
          variant="danger"
          onConfirm={() => write('DELETE', `/api/bell-schedules/${deleting.id}`)}
          onClose={() => setDeleting(null)}
        >
          {t('bells.deleteConfirm', { name: deleting.name })}
        </ConfirmDialog>
      )}
    </section>
  );
}
