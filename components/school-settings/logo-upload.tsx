'use client';
/** One logo: the current image and a file picker that uploads at once (checked by the API). */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';

export function LogoUpload(props: {
  kind: 'vertical' | 'horizontal';
  label: string;
  current: string;
  onSaved: () => void;
}) {
  const t = useTranslations('settings');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `logo-${props.kind}`;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set('kind', props.kind);
    form.set('logo', file);
    setBusy(true);
    setError(undefined);
    try {
      const res = await apiFetch<{ message: string }>('/api/school-settings/logo', {
        method: 'POST',
        body: form,
      });
      toast.success(res.message);
      props.onSaved();
    } catch (e) {
      const message = e instanceof Error ? e.message : t('logos.notSaved');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <div className="d-flex align-items-center gap-3">
        {props.current ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored logos (SVG included) are served as they are
          <img src={props.current} alt={t('logos.current', { kind: props.kind })} height={48} />
        ) : (
          <span className="text-muted small">{t('logos.none')}</span>
        )}
        <Form.Control
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          disabled={busy}
          isInvalid={Boolean(error)}
          onChange={(e) => void upload((e.target as HTMLInputElement).files?.[0])}
        />
      </div>
      <Form.Text muted>{t('logos.help')}</Form.Text>
      <Form.Control.Feedback type="invalid" className={error ? 'd-block' : undefined}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
