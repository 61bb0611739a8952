'use client';
/**
 * Payroll runs: run a month (a draft: run again to recompute), then open a run to review its
 * payslips, adjust a line with a reason, finalise, mark paid (one or all), print, or cancel
 * the payment of a finalised run.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable } from '@/components/ui/data-table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { FieldError, errorsOf, postJson, type FieldErrors } from '@/components/fees/shared';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

export type Run = {
  id: number;
  month: string;
  status: 'draft' | 'finalised' | 'cancelled';
  payslips: number;
  paid: number;
  total_net: number;
  days_in_month: number;
  working_days_rule: string;
  cancel_reason: string | null;
};

export const RUN_LABELS: Record<Run['status'], string> = {
  draft: 'Draft',
  finalised: 'Finalised',
  cancelled: 'Payment cancelled',
};

export function runBadge(r: Run) {
  const allPaid = r.status === 'finalised' && r.paid === r.payslips;
  const tone = {
    draft: 'pending',
    finalised: allPaid ? 'paid' : 'approved',
    cancelled: 'cancelled',
  };
  return <StatusBadge status={tone[r.status]} label={allPaid ? 'Paid' : RUN_LABELS[r.status]} />;
}

function RunMonthForm({ onRun }: { onRun: (run: Run) => void }) {
  const format = useSchoolFormat();
  const invalidate = useInvalidateAfterWrite();
  const [month, setMonth] = useState(format.today().slice(0, 7));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    setErrors({});
    try {
      const res = await postJson<Run>('/api/payroll-runs', { month });
      toast.success(res.message);
      onRun(res.data);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
      void invalidate();
    }
  }
  return (
    <Form
      className="d-flex flex-wrap gap-2 align-items-end mb-4 no-print"
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <Form.Group controlId="run-month">
        <Form.Label className="small mb-1">Month</Form.Label>
        <Form.Control
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          isInvalid={Boolean(errors.month)}
        />
      </Form.Group>
      <Button type="submit" disabled={busy}>
        Run payroll
      </Button>
      <div className="w-100">
        <FieldError errors={errors} name="month" />
        <FieldError errors={errors} name="_" />
      </div>
    </Form>
  );
}

export function PayrollScreen() {
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const list = useList<Run>('/api/payroll-runs');
  const router = useRouter();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Payroll
      </h1>
      {can('payroll-create') && <RunMonthForm onRun={(run) => router.push(`/payroll/${run.id}`)} />}
      <DataTable
        title="Payroll runs"
        list={list}
        columns={[
          { header: 'Month', sort: 'month', cell: (r) => r.month },
          { header: 'Status', cell: runBadge },
          { header: 'Payslips', cell: (r) => r.payslips },
          { header: 'Paid', cell: (r) => r.paid },
          { header: 'Total net', cell: (r) => format.money(r.total_net) },
        ]}
        actions={(r) => (
          <Link
            className="btn btn-sm btn-outline-primary"
            href={`/payroll/${r.id}`}
            aria-label={`Open the payroll of ${r.month}`}
          >
            Open
          </Link>
        )}
        emptyText="No payroll run yet — choose a month above and run it."
      />
    </section>
  );
}
