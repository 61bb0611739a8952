'use client';
/**
 * Recording or editing an expense: category, title, amount (typed in the school's currency,
 * sent as minor units), date (not after today), reference number, note and an attachment
 * (a PDF or an image up to 5 MB), sent as one multipart form. The API's field messages show
 * under their controls; nothing typed is lost on a refusal.
 */
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { errorsOf, MoneyField, useMoneyInput, type FieldErrors } from '@/components/fees/shared';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import type { Option } from '@/components/ui/fields';
import type { ExpenseRow } from '@/lib/api/modules/expenses/types';
import { MAX_EXPENSE_ATTACHMENT_BYTES } from '@/lib/api/modules/expenses/schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { PlainDate, PlainText } from '@/components/ui/plain-fields';

export function ExpenseForm({
  row,
  categories,
  onDone,
}: {
  row?: ExpenseRow;
  categories: Option[];
  onDone: () => void;
}) {
  const t = useTranslations('expenses');
  const format = useSchoolFormat();
  const invalidate = useInvalidateAfterWrite();
  const [categoryId, setCategoryId] = useState(row ? String(row.category_id) : '');
  const [title, setTitle] = useState(row?.title ?? '');
  const amount = useMoneyInput(row?.amount);
  const [date, setDate] = useState(row?.date ?? format.today());
  const [reference, setReference] = useState(row?.reference_no ?? '');
  const [note, setNote] = useState(row?.note ?? '');
  const file = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const chosen = file.current?.files?.[0];
    const local: FieldErrors = {};
    if (amount.minor === null) local.amount = amount.problem ?? t('form.amountRequired');
    if (chosen && chosen.size > MAX_EXPENSE_ATTACHMENT_BYTES)
      local.attachment = t('form.attachmentTooBig');
    if (Object.keys(local).length) return setErrors(local);
    const body = new FormData();
    body.set('category_id', categoryId);
    body.set('title', title);
    body.set('amount', String(amount.minor));
    body.set('date', date);
    body.set('reference_no', reference);
    body.set('note', note);
    if (chosen) body.set('attachment', chosen);
    setSaving(true);
    try {
      const res = await apiFetch<{ message: string }>(
        row ? `/api/expenses/${row.id}` : '/api/expenses',
        { method: row ? 'PUT' : 'POST', body },
      );
      toast.success(res.message);
      await invalidate();
      onDone();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onHide={onDone} backdrop="static" aria-labelledby="expense-form-title">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="expense-form-title" as="h2" className="h5">
            {row ? t('form.editTitle', { title: row.title }) : t('form.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="expense-category" className="mb-2">
            <Form.Label>{t('form.category')}</Form.Label>
            <Form.Select
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              isInvalid={Boolean(errors.category_id)}
            >
              <option value="">{t('form.choose')}</option>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.category_id}</Form.Control.Feedback>
          </Form.Group>
          <PlainText
            id="expense-title"
            label={t('form.title')}
            value={title}
            onChange={setTitle}
            error={errors.title}
          />
          <MoneyField
            id="expense-amount"
            label={t('form.amount')}
            input={amount}
            error={errors.amount}
          />
          <PlainDate
            id="expense-date"
            label={t('form.date')}
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <PlainText
            id="expense-reference"
            label={t('form.reference')}
            value={reference}
            onChange={setReference}
            error={errors.reference_no}
          />
          <PlainText
            id="expense-note"
            label={t('form.note')}
            value={note}
            onChange={setNote}
            error={errors.note}
          />
          <Form.Group controlId="expense-attachment" className="mb-2">
            <Form.Label>{t('form.attachment')}</Form.Label>
            <Form.Control
              ref={file}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              isInvalid={Boolean(errors.attachment)}
            />
            <Form.Text>
              {row?.attachment ? t('form.attachmentHintReplace') : t('form.attachmentHint')}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errors.attachment}</Form.Control.Feedback>
          </Form.Group>
          {errors._ && <p className="text-danger mb-0">{errors._}</p>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
