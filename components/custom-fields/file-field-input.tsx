'use client';
/**
 * A `file` field in a record's form: choosing a file uploads it at once
 * (POST /api/custom-fields/{id}/file, checked as documents are) and puts the answered address
 * in the form as the field's value, which the record's save then keeps. Once set, a link
 * downloads it and "Remove" empties the field. A refusal (type, size) shows on the field.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { DOCUMENT_ACCEPT } from '@/lib/api/modules/documents/schemas';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import type { CustomField } from './use-custom-fields';

export function FileFieldInput(props: { field: CustomField; name: string; label: string }) {
  const t = useTranslations('custom-fields');
  const form = useFormContext();
  const value = useWatch({ name: props.name }) as string | undefined;
  const error = form.getFieldState(props.name, form.formState).error?.message;
  const [busy, setBusy] = useState(false);
  const id = `field-${props.name}`;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    form.clearErrors(props.name);
    try {
      const body = new FormData();
      body.set('file', file);
      const res = await apiFetch<{ message: string; data: { url: string } }>(
        `/api/custom-fields/${props.field.id}/file`,
        { method: 'POST', body },
      );
      form.setValue(props.name, res.data.url, { shouldDirty: true });
      toast.success(res.message);
    } catch (failure) {
      const message =
        failure instanceof ApiRequestError
          ? (failure.fieldErrors[props.name] ?? failure.message)
          : String(failure);
      form.setError(props.name, { type: 'server', message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        type="file"
        accept={DOCUMENT_ACCEPT}
        isInvalid={Boolean(error)}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
      />
      <Form.Text id={`${id}-hint`} muted>
        {busy ? t('inputs.uploading') : t('inputs.fileHint')}
      </Form.Text>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {value && (
        <div>
          <a href={value} download>
            {t('values.openFile')}
          </a>{' '}
          <Button
            variant="link"
            size="sm"
            onClick={() => form.setValue(props.name, '', { shouldDirty: true })}
          >
            {t('inputs.removeFile')}
          </Button>
        </div>
      )}
    </Form.Group>
  );
}
