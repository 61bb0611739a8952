'use client';
/**
 * Take a payment: the amount (what the chosen dues owe, or part of it), the method with its
 * cheque number and bank or reference, and whether money beyond what is owed is kept as an
 * advance. With no due chosen the payment goes to the open dues, oldest first.
 */
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { PAYMENT_METHODS } from '@/lib/db/schema/fees-values';
import { useSchoolFormat } from '@/components/ui/school-format';
import { ReceiptLinks } from './receipt-actions';
import {
  errorsOf,
  FieldError,
  MoneyField,
  postJson,
  useMoneyInput,
  type FieldErrors,
} from './shared';

type Receipt = { id: number; receipt_no: number; amount: number };

export function PaymentForm(props: {
  studentId: number;
  paidOn: string;
  dueIds: number[];
  owed: number;
  onPaid: (r: Receipt) => void;
}) {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const amount = useMoneyInput();
  const { setMinor } = amount;
  const [method, setMethod] = useState<string>('cash');
  const [chequeNo, setChequeNo] = useState('');
  const [bank, setBank] = useState('');
  const [reference, setReference] = useState('');
  const [keepAdvance, setKeepAdvance] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [last, setLast] = useState<Receipt | null>(null);
  // A new choice of dues proposes what they owe; what the cashier types afterwards stays.
  const [proposed, setProposed] = useState(0);
  if (props.owed !== proposed) {
    setProposed(props.owed);
    if (props.owed > 0) setMinor(props.owed);
  }

  const pay = async () => {
    setErrors({});
    if (amount.minor === null) {
      setErrors({ amount: amount.problem ?? t('payment.amountRequired') });
      return;
    }
    try {
      const { data } = await postJson<Receipt>('/api/fee-payments', {
        student_id: props.studentId,
        paid_on: props.paidOn,
        amount: amount.minor,
        method,
        cheque_no: chequeNo,
        bank,
        reference,
        due_ids: props.dueIds,
        keep_advance: keepAdvance,
      });
      setLast(data);
      amount.setText('');
      props.onPaid(data);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('payment.title')}</h2>
        <p className="small text-body-secondary">
          {props.dueIds.length
            ? t('payment.chosen', {
                count: props.dueIds.length,
                owed: format.money(props.owed),
              })
            : t('payment.noneChosen')}{' '}
          {t('payment.paidOn', { date: format.date(props.paidOn) })}
        </p>
        <div className="row g-2">
          <div className="col-md-3">
            <MoneyField
              id="pay-amount"
              label={t('payment.amount')}
              input={amount}
              error={errors.amount}
            />
          </div>
          <Form.Group controlId="pay-method" className="col-md-3">
            <Form.Label>{t('payment.method')}</Form.Label>
            <Form.Select value={method} onChange={(e) => setMethod(e.target.value)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t('methodOption', { method: m })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {method === 'cheque' && (
            <>
              <Form.Group controlId="pay-cheque" className="col-md-3">
                <Form.Label>{t('payment.chequeNo')}</Form.Label>
                <Form.Control
                  value={chequeNo}
                  onChange={(e) => setChequeNo(e.target.value)}
                  isInvalid={Boolean(errors.cheque_no)}
                />
                <FieldError errors={errors} name="cheque_no" />
              </Form.Group>
              <Form.Group controlId="pay-bank" className="col-md-3">
                <Form.Label>{t('payment.bank')}</Form.Label>
                <Form.Control
                  value={bank}
                  onChange={(e) => setBank(e.target.value)}
                  isInvalid={Boolean(errors.bank)}
                />
                <FieldError errors={errors} name="bank" />
              </Form.Group>
            </>
          )}
          {method !== 'cash' && method !== 'cheque' && (
            <Form.Group controlId="pay-reference" className="col-md-3">
              <Form.Label>{t('payment.reference')}</Form.Label>
              <Form.Control
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                isInvalid={Boolean(errors.reference)}
              />
              <FieldError errors={errors} name="reference" />
            </Form.Group>
          )}
        </div>
        <Form.Check
          id="pay-keep-advance"
          label={t('payment.keepAdvance')}
          checked={keepAdvance}
          onChange={(e) => setKeepAdvance(e.target.checked)}
          className="my-2"
        />
        <FieldError errors={errors} name="due_ids" />
        {errors._ && <p className="text-danger">{errors._}</p>}
        <div className="d-flex gap-2 align-items-center">
          <Button onClick={() => void pay()}>{t('payment.collect')}</Button>
          {last && (
            <span data-testid="last-receipt">
              {t('payment.lastReceipt', {
                receipt: String(last.receipt_no),
                amount: format.money(last.amount),
              })}{' '}
              <ReceiptLinks paymentId={last.id} receiptNo={last.receipt_no} />
            </span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
