'use client';
/**
 * Uploading one's photo (POST /api/me/photo, multipart). The browser checks size and type
 * first to spare a doomed upload; the API checks the bytes themselves.
 */
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { MAX_PHOTO_BYTES } from '@/lib/api/modules/identity/account-schemas';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { Avatar } from '@/components/shell/avatar';
import { useHydrated } from './use-hydrated';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

type Problem = 'choose' | 'wrongType' | 'tooLarge';

function problemWith(file: File | undefined): Problem | undefined {
  if (!file) return 'choose';
  if (!ACCEPTED.includes(file.type)) return 'wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return undefined;
}

export function PhotoForm({ fullName, image }: { fullName: string; image: string | null }) {
  const t = useTranslations('account');
  const problems: Record<Problem, string> = {
    choose: t('photo.choose'),
    wrongType: t('photo.wrongType'),
    tooLarge: t('photo.tooLarge'),
  };
  const hydrated = useHydrated();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const found = problemWith(file);
    setProblem(found && problems[found]);
    if (found || !file) return;
    const body = new FormData();
    body.set('photo', file);
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>('/api/me/photo', { method: 'POST', body });
      toast.success(res.message);
      if (input.current) input.current.value = '';
      router.refresh();
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? (error.fieldErrors.photo ?? error.message)
          : t('photo.notUploaded');
      setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate method="post" onSubmit={upload} className="d-flex flex-column gap-3">
      <Avatar name={fullName} image={image} size={96} />
      <Form.Group controlId="account-photo">
        <Form.Label>{t('photo.label')}</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          isInvalid={Boolean(problem)}
          aria-describedby="account-photo-help account-photo-error"
          onChange={() => setProblem(undefined)}
        />
        <Form.Text id="account-photo-help">{t('photo.help')}</Form.Text>
        <Form.Control.Feedback type="invalid" id="account-photo-error">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      <div>
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? t('photo.uploading') : t('photo.upload')}
        </Button>
      </div>
    </Form>
  );
}
