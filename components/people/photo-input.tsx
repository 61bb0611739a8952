'use client';
/** Choosing a student's photo (PNG, JPEG or WebP, ≤ 2 MB) and sending it after the save. */
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export function PhotoInput({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const t = useTranslations('people');
  const tooBig = Boolean(file && file.size > PHOTO_MAX_BYTES);
  return (
    <Form.Group className="mb-3" controlId="field-photo">
      <Form.Label>{t('photo.label')}</Form.Label>
      <Form.Control
        type="file"
        accept="image/png,image/jpeg,image/webp"
        isInvalid={tooBig}
        onChange={(e) => onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Control.Feedback type="invalid">{t('photo.tooBig')}</Form.Control.Feedback>
    </Form.Group>
  );
}

export async function uploadStudentPhoto(studentId: number, file: File) {
  const body = new FormData();
  body.set('photo', file);
  return apiFetch(`/api/students/${studentId}/photo`, { method: 'POST', body });
}
