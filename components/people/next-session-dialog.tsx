'use client';
/**
 * A promotion with no later session year to go into: the dialog proposes the next one (name and
 * dates from the current one, ./next-session-year.ts), lets the School Admin change them, and
 * creates it (POST /api/session-years); the promotion then goes on into it.
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { ConfirmDialog, KeepOpen } from '@/components/ui/confirm-dialog';
import { PlainDate, PlainText } from '@/components/ui/plain-fields';
import { useSchoolFormat } from '@/components/ui/school-format';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { nextSessionYear } from './next-session-year';

type SessionYear = { name: string; start_date: string; end_date: string };

export function NextSessionDialog(props: {
  current: SessionYear;
  onCreated: (id: number) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('people');
  const format = useSchoolFormat();
  const [year, setYear] = useState(() => nextSessionYear(props.current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<SessionYear>) => setYear((y) => ({ ...y, ...patch }));
  const create = async () => {
    setErrors({});
    try {
      const res = await apiFetch<{ data: { id: number } }>('/api/session-years', {
        method: 'POST',
        body: JSON.stringify({ ...year, is_default: false }),
      });
      await props.onCreated(res.data.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setErrors(error.fieldErrors);
        throw new KeepOpen();
      }
      throw error;
    }
  };
  return (
    <ConfirmDialog
      title={t('promotion.nextSessionTitle')}
      confirmLabel={t('promotion.nextSessionCreate')}
      busyLabel={t('promotion.nextSessionCreating')}
      failed={t('promotion.nextSessionFailed')}
      onConfirm={create}
      onClose={props.onClose}
      confirmDisabled={!year.name.trim() || !year.start_date || !year.end_date}
    >
      <p>
        {t('promotion.nextSessionWhy', {
          current: props.current.name,
          end: format.date(props.current.end_date),
        })}
      </p>
      <Form noValidate onSubmit={(e) => e.preventDefault()}>
        <PlainText
          id="next-session-name"
          label={t('promotion.nextSessionName')}
          value={year.name}
          onChange={(name) => set({ name })}
          error={errors.name}
        />
        <PlainDate
          id="next-session-start"
          label={t('promotion.nextSessionStart')}
          value={year.start_date}
          onChange={(start_date) => set({ start_date })}
          error={errors.start_date}
        />
        <PlainDate
          id="next-session-end"
          label={t('promotion.nextSessionEnd')}
          value={year.end_date}
          onChange={(end_date) => set({ end_date })}
          error={errors.end_date}
        />
      </Form>
      <p className="small text-body-secondary mb-0">{t('promotion.nextSessionThen')}</p>
    </ConfirmDialog>
  );
}
