'use client';
/**
 * Uploading one's photo (POST /api/me/photo, multipart). The browser checks size and type
 * first to spare a doomed upload; the API checks the bytes themselves.
 */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { FileDrop } from '@/components/documents/file-drop';
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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(file ?? undefined);
    setProblem(found && problems[found]);
    if (found || !file) return;
    const body = new FormData();
    body.set('photo', file);
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>('/api/me/photo', { method: 'POST', body });
      toast.success(res.message);
      setFile(null);
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
      <FileDrop
        label={t('photo.label')}
        accept={ACCEPTED.join(',')}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(undefined);
        }}
        problem={problem}
        hint={t('photo.help')}
        camera="user"
      />
      <div>
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? t('photo.uploading') : t('photo.upload')}
        </Button>
      </div>
    </Form>
  );
}
