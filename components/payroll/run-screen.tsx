'use client';
/**
 * One payroll run (/payroll/{id}): its figures, the actions its state allows (recompute and
 * finalise a draft; pay all or cancel the payment of a finalised run) and its payslips, each
 * viewable (lines, adjust one of a draft), printable and payable.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslations } from 'use-intl';
import { RecordCrumb } from '@/components/shell/breadcrumb';
import { DataTable } from '@/components/ui/data-table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { firstErrorOf, postJson } from '@/components/fees/shared';
import { CancelPaymentForm, PayForm } from './pay-forms';
import { RunBadge, type Run } from './payroll-screen';
import { PayslipView, type Payslip } from './payslip-view';

type Dialog =
  | { kind: 'pay-all' }
  | { kind: 'pay'; slip: Payslip }
  | { kind: 'cancel' }
  | { kind: 'view'; slip: Payslip }
  | null;

export function RunScreen({ id }: { id: number }) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const run = useQuery({
    queryKey: ['payroll-run', id],
    queryFn: async () => (await apiFetch<{ data: Run }>(`/api/payroll-runs/${id}`)).data,
  });
  const slips = useList<Payslip>('/api/payslips', { run_id: String(id) });
  const refresh = () => {
    void run.refetch();
    void invalidate();
  };
  async function act(path: string, body: unknown = {}) {
    setBusy(true);
    try {
      toast.success((await postJson(path, body)).message);
    } catch (error) {
      toast.error(firstErrorOf(error));
    } finally {
      setBusy(false);
      refresh();
    }
  }

  if (run.isError) return <p className="text-danger">{t('run.notFound')}</p>;
  const r = run.data;
  return (
    <section aria-labelledby="screen-title">
      {r && <RecordCrumb label={r.month} />}
      <h1 id="screen-title" className="h3 mb-3">
        {t('run.title', { month: r?.month ?? '…' })}
      </h1>
      {r && (
        <Card className="mb-4">
          <Card.Body className="d-flex flex-wrap gap-4 align-items-center">
            <div>
              <RunBadge run={r} />
            </div>
            <div>
              <div className="small text-body-secondary">{t('runs.totalNet')}</div>
              <div className="fs-4 fw-semibold" data-testid="run-total">
                {format.money(r.total_net)}
              </div>
            </div>
            <div>
              <div className="small text-body-secondary">{t('run.payslipsPaid')}</div>
              <div className="fs-5">{t('run.paidOf', { paid: r.paid, total: r.payslips })}</div>
            </div>
            <div className="small text-body-secondary">
              {t('run.divideBy', { days: r.days_in_month, rule: r.working_days_rule })}
            </div>
            <div className="ms-auto d-flex flex-wrap gap-2 no-print">
              {r.status === 'draft' && can('payroll-create') && (
                <Button
                  variant="outline-primary"
                  disabled={busy}
                  onClick={() => void act('/api/payroll-runs', { month: r.month })}
                >
                  {t('run.recompute')}
                </Button>
              )}
              {r.status === 'draft' && can('payroll-edit') && (
                <Button
                  disabled={busy}
                  onClick={() => void act(`/api/payroll-runs/${id}/finalise`)}
                >
                  {t('run.finalise')}
                </Button>
              )}
              {r.status === 'finalised' && r.paid < r.payslips && can('payroll-edit') && (
                <Button onClick={() => setDialog({ kind: 'pay-all' })}>
                  {t('run.markAllPaid')}
                </Button>
              )}
              {r.status === 'finalised' && can('payroll-delete') && (
                <Button variant="outline-danger" onClick={() => setDialog({ kind: 'cancel' })}>
                  {t('run.cancelPayment')}
                </Button>
              )}
            </div>
            {r.status === 'cancelled' && (
              <p className="w-100 mb-0">
                {t('run.cancelledBecause', { reason: r.cancel_reason ?? '' })}
              </p>
            )}
          </Card.Body>
        </Card>
      )}
      <DataTable
        title={t('runs.payslips')}
        list={slips}
        columns={[
          { header: t('slips.staffMember'), sort: 'staff_name', cell: (s) => s.staff_name },
          { header: t('slips.unpaidDays'), cell: (s) => s.unpaid_days },
          { header: t('slips.earnings'), cell: (s) => format.money(s.earnings) },
          { header: t('slips.deductions'), cell: (s) => format.money(s.deductions) },
          { header: t('slips.net'), sort: 'net', cell: (s) => format.money(s.net) },
          { header: t('slips.paidOn'), cell: (s) => (s.paid_on ? format.date(s.paid_on) : '—') },
        ]}
        actions={(s) => (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'view', slip: s })}
              aria-label={t('slips.viewOf', { name: s.staff_name })}
            >
              {t('slips.view')}
            </Button>
            <a
              className="btn btn-sm btn-outline-secondary"
              href={`/api/payslips/${s.id}.pdf`}
              target="_blank"
              rel="noreferrer"
              aria-label={t('slips.printOf', { name: s.staff_name })}
            >
              {t('slips.pdf')}
            </a>
            {r?.status === 'finalised' && !s.paid_on && can('payroll-edit') && (
              <Button
                size="sm"
                variant="outline-success"
                onClick={() => setDialog({ kind: 'pay', slip: s })}
                aria-label={t('slips.payOf', { name: s.staff_name })}
              >
                {t('slips.pay')}
              </Button>
            )}
          </div>
        )}
        emptyText={t('slips.emptyRun')}
      />
      {dialog?.kind === 'view' && (
        <PayslipView
          id={dialog.slip.id}
          editable={r?.status === 'draft' && can('payroll-edit')}
          onChanged={refresh}
          onDone={() => setDialog(null)}
        />
      )}
      {(dialog?.kind === 'pay' || dialog?.kind === 'pay-all') && (
        <PayForm
          title={
            dialog.kind === 'pay'
              ? t('pay.one', { name: dialog.slip.staff_name })
              : t('pay.all', { month: r?.month ?? '' })
          }
          path={
            dialog.kind === 'pay'
              ? `/api/payslips/${dialog.slip.id}/pay`
              : `/api/payroll-runs/${id}/pay`
          }
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelPaymentForm
          path={`/api/payroll-runs/${id}/cancel-payment`}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </section>
  );
}
