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
import { runBadge, type Run } from './payroll-screen';
import { PayslipView, type Payslip } from './payslip-view';

type Dialog =
  | { kind: 'pay-all' }
  | { kind: 'pay'; slip: Payslip }
  | { kind: 'cancel' }
  | { kind: 'view'; slip: Payslip }
  | null;

export function RunScreen({ id }: { id: number }) {
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

  if (run.isError) return <p className="text-danger">This payroll run was not found.</p>;
  const r = run.data;
  return (
    <section aria-labelledby="screen-title">
      {r && <RecordCrumb label={r.month} />}
      <h1 id="screen-title" className="h3 mb-3">
        Payroll of {r?.month ?? '…'}
      </h1>
      {r && (
        <Card className="mb-4">
          <Card.Body className="d-flex flex-wrap gap-4 align-items-center">
            <div>{runBadge(r)}</div>
            <div>
              <div className="small text-body-secondary">Total net</div>
              <div className="fs-4 fw-semibold" data-testid="run-total">
                {format.money(r.total_net)}
              </div>
            </div>
            <div>
              <div className="small text-body-secondary">Payslips paid</div>
              <div className="fs-5">
                {r.paid} of {r.payslips}
              </div>
            </div>
            <div className="small text-body-secondary">
              Unpaid days divide by {r.days_in_month} (
              {r.working_days_rule === 'working_days' ? 'working days' : 'calendar days'})
            </div>
            <div className="ms-auto d-flex flex-wrap gap-2 no-print">
              {r.status === 'draft' && can('payroll-create') && (
                <Button
                  variant="outline-primary"
                  disabled={busy}
                  onClick={() => void act('/api/payroll-runs', { month: r.month })}
                >
                  Recompute
                </Button>
              )}
              {r.status === 'draft' && can('payroll-edit') && (
                <Button
                  disabled={busy}
                  onClick={() => void act(`/api/payroll-runs/${id}/finalise`)}
                >
                  Finalise
                </Button>
              )}
              {r.status === 'finalised' && r.paid < r.payslips && can('payroll-edit') && (
                <Button onClick={() => setDialog({ kind: 'pay-all' })}>Mark all paid</Button>
              )}
              {r.status === 'finalised' && can('payroll-delete') && (
                <Button variant="outline-danger" onClick={() => setDialog({ kind: 'cancel' })}>
                  Cancel payment
                </Button>
              )}
            </div>
            {r.status === 'cancelled' && (
              <p className="w-100 mb-0">Payment cancelled: {r.cancel_reason}</p>
            )}
          </Card.Body>
        </Card>
      )}
      <DataTable
        title="Payslips"
        list={slips}
        columns={[
          { header: 'Staff member', sort: 'staff_name', cell: (s) => s.staff_name },
          { header: 'Unpaid days', cell: (s) => s.unpaid_days },
          { header: 'Earnings', cell: (s) => format.money(s.earnings) },
          { header: 'Deductions', cell: (s) => format.money(s.deductions) },
          { header: 'Net', sort: 'net', cell: (s) => format.money(s.net) },
          { header: 'Paid on', cell: (s) => (s.paid_on ? format.date(s.paid_on) : '—') },
        ]}
        actions={(s) => (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'view', slip: s })}
              aria-label={`View the payslip of ${s.staff_name}`}
            >
              View
            </Button>
            <a
              className="btn btn-sm btn-outline-secondary"
              href={`/api/payslips/${s.id}.pdf`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Print the payslip of ${s.staff_name}`}
            >
              PDF
            </a>
            {r?.status === 'finalised' && !s.paid_on && can('payroll-edit') && (
              <Button
                size="sm"
                variant="outline-success"
                onClick={() => setDialog({ kind: 'pay', slip: s })}
                aria-label={`Mark the payslip of ${s.staff_name} paid`}
              >
                Pay
              </Button>
            )}
          </div>
        )}
        emptyText="No payslip in this run."
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
              ? `Pay ${dialog.slip.staff_name}`
              : `Pay every payslip of ${r?.month}`
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
