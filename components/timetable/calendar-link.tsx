'use client';
/**
 * A teacher's iCalendar link: issuing one (replacing the old, which stops working) shows the
 * secret address once, with a copy button, for their phone's calendar; revoking stops it.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';

export function CalendarLink({ teacherId }: { teacherId: number }) {
  const t = useTranslations('timetable');
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/teachers/${teacherId}/timetable-token`;
  const call = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<{ data: { path: string } | null; message: string }>(path, {
        method,
      });
      setLink(answer.data ? `${window.location.origin}${answer.data.path}` : null);
      toast.success(answer.message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="calendar-title" className="no-print">
      <h2 id="calendar-title" className="h5">
        {t('calendar.title')}
      </h2>
      <p className="small text-body-secondary">{t('calendar.explain')}</p>
      {link && (
        <>
          <InputGroup className="mb-2">
            <Form.Control readOnly value={link} aria-label={t('calendar.link')} />
            <Button variant="outline-primary" onClick={() => void copy()}>
              {t('calendar.copy')}
            </Button>
          </InputGroup>
          <p className="small">{t('calendar.shownOnce')}</p>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" disabled={busy} onClick={() => void call('POST')}>
          {t('calendar.issue')}
        </Button>
        <Button variant="outline-danger" disabled={busy} onClick={() => void call('DELETE')}>
          {t('calendar.revoke')}
        </Button>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2">
          {error}
        </Alert>
      )}
    </section>
  );
}
