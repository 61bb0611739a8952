'use client';
/** The principal's signature the report cards print: an image upload (kept private by the API). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';

const KEY = ['report-card-settings'];

export function SignatureForm() {
  const t = useTranslations('exams-results');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await apiFetch<{ data: { has_signature: boolean } }>('/api/report-card-settings')).data,
  });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const body = new FormData();
    body.set('signature', file);
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>('/api/report-card-settings/signature', {
        method: 'POST',
        body,
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 422)
        setError(Object.values(e.fieldErrors)[0] ?? e.message);
      else toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Form noValidate onSubmit={upload} className="mb-4" style={{ maxWidth: 480 }}>
      <Form.Group controlId="principal-signature" className="mb-2">
        <Form.Label>{t('cards.signature')}</Form.Label>
        <Form.Control
          type="file"
          accept="image/png,image/jpeg,image/webp"
          isInvalid={error !== null}
          onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>
          {settings.data?.has_signature ? t('cards.signatureSet') : t('cards.signatureNone')}
        </Form.Text>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="outline-primary" size="sm" disabled={!file}>
        {t('cards.upload')}
      </Button>
    </Form>
  );
}
