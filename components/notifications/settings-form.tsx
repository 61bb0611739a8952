'use client';
/**
 * The school's notification settings (School Admin; GET/PUT /api/notification-settings): each
 * notice on or off, the fee reminders' days, quiet hours and the SMS/WhatsApp provider's
 * address and key. The key is write-only: the API says only whether one is saved, an empty box
 * keeps it and "Remove the key" deletes it. A 422's field messages land on their fields.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { showApiError } from '@/components/forms/api-errors';
import { bind, FormField } from '@/components/forms/form-field';
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import type { NotificationEvent, NotificationSettingsRow } from './api-types';
import { bodyOf, FIELDS, valuesOf, type SettingsValues as Values } from './settings-values';
import { useEventNames } from './words';

const PATH = '/api/notification-settings';
const SETTINGS_KEY = ['notification-settings'] as const;

export function NotificationSettingsForm() {
  const t = useTranslations('notification-screens');
  const query = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await apiFetch<{ data: NotificationSettingsRow }>(PATH)).data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('settings.loadFailed', { error: query.error.message })}</Alert>
    );
  return <SettingsFields key={JSON.stringify(query.data)} settings={query.data} />;
}

function SettingsFields({ settings }: { settings: NotificationSettingsRow }) {
  const t = useTranslations('notification-screens');
  const events = useEventNames();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: valuesOf(settings) });
  const save = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(PATH, {
        method: 'PUT',
        body: JSON.stringify(bodyOf(values)),
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (e) {
      showApiError(e, form.setError, FIELDS);
    }
  });
  const key = bind(form, 'sms_key');
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={save}>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('settings.events')}</h2>
            <p className="small text-body-secondary">{t('settings.eventsHint')}</p>
            {(Object.keys(events) as NotificationEvent[])
              .filter((event) => event in settings.events)
              .map((event) => (
                <CheckField key={event} name={`events.${event}`} label={events[event]} />
              ))}
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('settings.reminders')}</h2>
            <TextField name="due_soon_days" label={t('settings.dueSoonDays')} type="number" />
            <TextField name="overdue_days" label={t('settings.overdueDays')} type="number" />
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('settings.quietHours')}</h2>
            <p className="small text-body-secondary">{t('settings.quietHint')}</p>
            <div className="d-flex flex-wrap gap-3">
              <TextField name="quiet_start" label={t('settings.quietStart')} type="time" />
              <TextField name="quiet_end" label={t('settings.quietEnd')} type="time" />
            </div>
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('settings.sms')}</h2>
            <SelectField
              name="sms_via"
              label={t('settings.smsVia')}
              options={[
                { value: 'sms', label: t('settings.via.sms') },
                { value: 'whatsapp', label: t('settings.via.whatsapp') },
              ]}
            />
            <TextField name="sms_endpoint" label={t('settings.smsEndpoint')} type="url" />
            <FormField
              label={t('settings.smsKey')}
              type="password"
              autoComplete="new-password"
              registration={key.registration}
              error={key.error}
              hint={settings.sms_key_set ? t('settings.smsKeySaved') : t('settings.smsKeyNone')}
            />
            {settings.sms_key_set && (
              <CheckField name="remove_sms_key" label={t('settings.smsKeyRemove')} />
            )}
          </Card.Body>
        </Card>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('settings.saving') : t('settings.save')}
          </Button>
          <Link href="/notification-log">{t('settings.log')}</Link>
        </div>
      </Form>
    </FormProvider>
  );
}
