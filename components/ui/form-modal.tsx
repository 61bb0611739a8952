'use client';
/**
 * The one form pattern: a modal with a react-hook-form form validated by the API's own zod
 * schema; on save a success toast, on a 422 each message on its field, otherwise an error
 * toast. Nothing typed is lost on failure: the form stays open with the values.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { showApiError } from '@/components/forms/api-errors';
import { ApiRequestError } from '@/lib/client/api-fetch';

/**
 * The fields a 422 may name: the form's own, and the keys inside a record the form holds as
 * one value (`custom_fields.<key>`), whose inputs each show their message.
 */
function errorPaths(defaultValues: FieldValues, error: unknown): string[] {
  const records = Object.keys(defaultValues).filter((k) => {
    const v: unknown = defaultValues[k];
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  });
  const nested =
    error instanceof ApiRequestError
      ? Object.keys(error.fieldErrors).filter((f) => records.includes(f.split('.')[0] ?? ''))
      : [];
  return [...Object.keys(defaultValues), ...nested];
}

type Props = {
  title: string;
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** Sends the parsed values; answers the API's message for the toast. */
  submit: (values: FieldValues) => Promise<{ message: string }>;
  onDone: () => void;
  children: ReactNode;
  /** The submit button's words when "Save" undersells it ("Mark as left"). */
  submitLabel?: string;
};

export function FormModal({
  title,
  schema,
  defaultValues,
  submit,
  onDone,
  children,
  submitLabel,
}: Props) {
  const t = useTranslations('common');
  const form = useForm<FieldValues>({
    // The schema's input and output types differ (coercions); the API parses the output again.
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues,
  });
  const save = form.handleSubmit(async (values) => {
    try {
      const res = await submit(values);
      toast.success(res.message);
      onDone();
    } catch (error) {
      showApiError(error, form.setError, errorPaths(defaultValues, error) as Path<FieldValues>[]);
    }
  });

  return (
    <Modal show onHide={onDone} backdrop="static" aria-labelledby="form-modal-title">
      <FormProvider {...form}>
        <Form noValidate onSubmit={save}>
          <Modal.Header closeButton closeLabel={t('form.close')}>
            <Modal.Title id="form-modal-title" as="h2" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onDone}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
            </Button>
          </Modal.Footer>
        </Form>
      </FormProvider>
    </Modal>
  );
}
