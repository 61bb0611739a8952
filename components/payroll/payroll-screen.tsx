'use client';
/**
 * Payroll runs: run a month (a draft: run again to recompute; a dialog first states how many
 * payslips and what total the run makes), then open a run to review its
 * payslips, adjust a line with a reason, finalise, mark paid (one or all), print, or cancel
 * the payment of a finalised run.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { FieldError, errorsOf, postJson, type FieldErrors } from '@/components/fees/shared';
import { apiFetch } from '@/lib/client/api-fetch';
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

/** A run's state in a badge: a finalised run whose payslips are all paid reads "Paid". */
export function RunBadge({ run: r }: { run: Run }) {
  const t = useTranslations('payroll');
  const allPaid = r.status === 'finalised' && r.paid === r.payslips;
  const tone = {
    draft: 'pending',
    finalised: allPaid ? 'paid' : 'approved',
    cancelled: 'cancelled',
  };
  const labels: Record<Run['status'], string> = {
    draft: t('run.status.draft'),
    finalised: t('run.status.finalised'),
    cancelled: t('run.status.cancelled'),
  };
  return (
    <StatusBadge
      status={tone[r.status]}
      label={allPaid ? t('run.status.paid') : labels[r.status]}
    />
  );
}

/** What running a month would make (GET /api/payroll-runs/preview): the confirmation's figures. */
type RunPreview = { month: string; payslips: number; total_net: number; recomputes: boolean };

/** "2026-11" → "November 2026" in the page's language. */
const monthInWords = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );

function RunMonthForm({ onRun }: { onRun: (run: Run) => void }) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const invalidate = useInvalidateAfterWrite();
  const [month, setMonth] = useState(format.today().slice(0, 7));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RunPreview | null>(null);
  // First what the run would make, stated in the confirmation; the run only once confirmed.
  async function ask() {
    setBusy(true);
    setErrors({});
    try {
      const res = await apiFetch<{ data: RunPreview }>(
        `/api/payroll-runs/preview?month=${encodeURIComponent(month)}`,
      );
      setPreview(res.data);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }
  async function run() {
    try {
      const res = await postJson<Run>('/api/payroll-runs', { month });
      toast.success(res.message);
      onRun(res.data);
    } finally {
      void invalidate();
    }
  }
  return (
    <>
      <Form
        className="d-flex flex-wrap gap-2 align-items-end mb-4 no-print"
        onSubmit={(e) => {
          e.preventDefault();
          void ask();
        }}
      >
        <Form.Group controlId="run-month">
          <Form.Label className="small mb-1">{t('runs.month')}</Form.Label>
          <Form.Control
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            isInvalid={Boolean(errors.month)}
          />
        </Form.Group>
        <Button type="submit" disabled={busy}>
          {t('runs.run')}
        </Button>
        <div className="w-100">
          <FieldError errors={errors} name="month" />
          <FieldError errors={errors} name="_" />
        </div>
      </Form>
      {preview && (
        <ConfirmDialog
          title={t('runs.confirmTitle', { month: monthInWords(preview.month, format.locale) })}
          confirmLabel={preview.recomputes ? t('runs.confirmRecompute') : t('runs.confirmRun')}
          busyLabel={t('runs.running')}
          failed={t('runs.failed')}
          onConfirm={run}
          onClose={() => setPreview(null)}
        >
          <p data-testid="run-consequences">
            {t('runs.confirmWhat', {
              count: preview.payslips,
              total: format.money(preview.total_net),
            })}
          </p>
          <p className="mb-0">
            {preview.recomputes ? t('runs.confirmRecomputes') : t('runs.confirmDraft')}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

export function PayrollScreen() {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const list = useList<Run>('/api/payroll-runs');
  const router = useRouter();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('titles.payroll')}
      </h1>
      {can('payroll-create') && <RunMonthForm onRun={(run) => router.push(`/payroll/${run.id}`)} />}
      <DataTable
        title={t('runs.title')}
        list={list}
        columns={[
          { header: t('runs.month'), sort: 'month', cell: (r) => r.month },
          { header: t('runs.status'), cell: (r) => <RunBadge run={r} /> },
          { header: t('runs.payslips'), cell: (r) => r.payslips },
          { header: t('runs.paid'), cell: (r) => r.paid },
          { header: t('runs.totalNet'), cell: (r) => format.money(r.total_net) },
        ]}
        actions={(r) => (
          <Link
            className="btn btn-sm btn-outline-primary"
            href={`/payroll/${r.id}`}
            aria-label={t('runs.openOf', { month: r.month })}
          >
            {t('runs.open')}
          </Link>
        )}
        emptyText={t('runs.empty')}
      />
    </section>
  );
}
