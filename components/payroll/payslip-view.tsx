'use client';
/** One payslip's lines; on a draft, one line can be adjusted with a reason. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import {
  FieldError,
  MoneyField,
  errorsOf,
  useMoneyInput,
  type FieldErrors,
} from '@/components/fees/shared';

export type Payslip = {
  id: number;
  month: string;
  staff_name: string;
  unpaid_days: number;
  earnings: number;
  deductions: number;
  net: number;
  paid_on: string | null;
};
type Line = {
  id: number;
  kind: string;
  label: string;
  amount: number;
  computed_amount: number | null;
  adjust_reason: string | null;
};

function AdjustLine(props: { slipId: number; line: Line; onDone: (saved: boolean) => void }) {
  const t = useTranslations('payroll');
  const amount = useMoneyInput(props.line.amount);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  async function save() {
    try {
      const res = await apiFetch<{ message: string }>(
        `/api/payslips/${props.slipId}/lines/${props.line.id}`,
        { method: 'PUT', body: JSON.stringify({ amount: amount.minor, reason }) },
      );
      toast.success(res.message);
      props.onDone(true);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }
  return (
    <Form
      className="border rounded p-2 mb-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <MoneyField
        id="adjust-amount"
        label={t('slip.newAmount', { line: props.line.label })}
        input={amount}
        error={errors.amount}
      />
      <Form.Group controlId="adjust-reason" className="mb-2">
        <Form.Label>{t('slip.reason')}</Form.Label>
        <Form.Control
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          isInvalid={Boolean(errors.reason)}
        />
        <FieldError errors={errors} name="reason" />
      </Form.Group>
      <FieldError errors={errors} name="_" />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={amount.minor === null}>
          {t('slip.saveAdjustment')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => props.onDone(false)}>
          {t('slip.cancel')}
        </Button>
      </div>
    </Form>
  );
}

export function PayslipView(props: {
  id: number;
  editable: boolean;
  onChanged: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const [adjusting, setAdjusting] = useState<Line | null>(null);
  const slip = useQuery({
    queryKey: ['payslip', props.id],
    queryFn: async () =>
      (await apiFetch<{ data: Payslip & { lines: Line[] } }>(`/api/payslips/${props.id}`)).data,
  });
  const s = slip.data;
  const adds = (kind: string) => kind === 'basic' || kind === 'allowance';
  return (
    <Modal show onHide={props.onDone} size="lg" aria-labelledby="payslip-title">
      <Modal.Header closeButton>
        <Modal.Title id="payslip-title" as="h2" className="h5">
          {s ? t('slip.titleOf', { name: s.staff_name, month: s.month }) : t('slip.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {adjusting && (
          <AdjustLine
            slipId={props.id}
            line={adjusting}
            onDone={(saved) => {
              setAdjusting(null);
              if (saved) {
                void slip.refetch();
                props.onChanged();
              }
            }}
          />
        )}
        {s && (
          <Table size="sm">
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.label}
                    {l.adjust_reason && (
                      <div className="small text-body-secondary">
                        {t('slip.adjustedFrom', {
                          amount: format.money(l.computed_amount ?? 0),
                          reason: l.adjust_reason,
                        })}
                      </div>
                    )}
                  </td>
                  <td className="text-end">
                    {adds(l.kind) ? '' : '− '}
                    {format.money(l.amount)}
                  </td>
                  <td className="text-end">
                    {props.editable && !adjusting && (
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setAdjusting(l)}
                        aria-label={t('slip.adjustOf', { line: l.label })}
                      >
                        {t('slip.adjust')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              <tr className="fw-semibold">
                <td>{t('slip.netPay')}</td>
                <td className="text-end" data-testid="payslip-net">
                  {format.money(s.net)}
                </td>
                <td />
              </tr>
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer>
        <a
          className="btn btn-outline-secondary"
          href={`/api/payslips/${props.id}.pdf`}
          target="_blank"
          rel="noreferrer"
        >
          {t('slip.print')}
        </a>
        <Button variant="secondary" onClick={props.onDone}>
          {t('slip.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
