'use client';
/**
 * Choosing a student's photo (PNG, JPEG or WebP, ≤ 2 MB) and sending it after the save: drag
 * and drop, the file input, or a phone's camera (documents' FileDrop); the API makes it smaller.
 */
import { useTranslations } from 'use-intl';
import { FileDrop } from '@/components/documents/file-drop';
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
    <FileDrop
      label={t('photo.label')}
      accept="image/png,image/jpeg,image/webp"
      file={file}
      onChange={onChange}
      problem={tooBig ? t('photo.tooBig') : undefined}
      camera="environment"
    />
  );
}

export async function uploadStudentPhoto(studentId: number, file: File) {
  const body = new FormData();
  body.set('photo', file);
  return apiFetch(`/api/students/${studentId}/photo`, { method: 'POST', body });
}
