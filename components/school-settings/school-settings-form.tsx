'use client';
/**
 * School settings (School Admin): name, logos, contact details, time zone, date format, currency,
 * roll-number order and theme colours. After a save every cached query refetches (the
 * school's name and logo, meta data, lists) and the server-rendered shell renders again, so
 * the header and the login page show the change at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { showApiError } from '@/components/forms/api-errors';
import { SelectField, TextField } from '@/components/ui/fields';
import {
  DATE_FORMATS,
  ROLL_NUMBER_ORDERS,
  schoolSettingsSchema,
} from '@/lib/api/modules/platform/school-settings-schemas';
import { formatDate, parseWeeklyOffDays, timeZones, todayIn } from '@/lib/calendar';
import { apiFetch } from '@/lib/client/api-fetch';
import { STALE_TIME } from '@/lib/client/query-policy';
import { LOCALE_NAMES } from '@/lib/i18n/choose';
import { LOCALES } from '@/lib/i18n/locales';
import { LogoUpload } from './logo-upload';
import { WeeklyOffDaysField } from './weekly-off-days-field';

type Settings = z.input<typeof schoolSettingsSchema> & {
  vertical_logo: string;
  horizontal_logo: string;
};
/** As GET /api/get-school-settings sends them: the weekly off days as stored (`sunday,saturday`). */
type StoredSettings = Omit<Settings, 'weekly_off_days'> & { weekly_off_days?: string };
const FIELDS = Object.keys(schoolSettingsSchema.shape) as (keyof Settings & Path<Settings>)[];
export const SCHOOL_SETTINGS_KEY = ['school-settings'] as const;

export function SchoolSettingsForm() {
  const t = useTranslations('settings');
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data, isPending, isError, error } = useQuery({
    queryKey: SCHOOL_SETTINGS_KEY,
    queryFn: async () =>
      (await apiFetch<{ data: StoredSettings }>('/api/get-school-settings')).data,
    staleTime: STALE_TIME.schoolSettings,
  });
  const refreshEverywhere = async () => {
    await queryClient.invalidateQueries();
    router.refresh();
  };

  if (isPending) return <Spinner animation="border" role="status" aria-label={t('loading')} />;
  if (isError)
    return <Alert variant="danger">{t('loadFailed', { error: error.message })}</Alert>;
  return (
    <>
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5">{t('logos.title')}</h2>
          <LogoUpload
            kind="vertical"
            label={t('logos.vertical')}
            current={data.vertical_logo}
            onSaved={() => void refreshEverywhere()}
          />
          <LogoUpload
            kind="horizontal"
            label={t('logos.horizontal')}
            current={data.horizontal_logo}
            onSaved={() => void refreshEverywhere()}
          />
        </Card.Body>
      </Card>
      <SettingsFields
        key={JSON.stringify(data)}
        settings={data}
        onSaved={() => void refreshEverywhere()}
      />
    </>
  );
}

/** The zones this browser knows, with the school's own first even if the browser lacks it. */
function zoneOptions(current: string | undefined) {
  const zones = timeZones();
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

function SettingsFields({ settings, onSaved }: { settings: StoredSettings; onSaved: () => void }) {
  const t = useTranslations('settings');
  const rollLabels: Record<(typeof ROLL_NUMBER_ORDERS)[number], string> = {
    name: t('formats.rollByName'),
    admission_number: t('formats.rollByAdmissionNumber'),
    admission_date: t('formats.rollByAdmissionDate'),
  };
  const form = useForm<Settings>({
    // raw: the body is the form's own values; the parsed ones would carry the schema's
    // transforms (the weekly off days joined into "sunday,saturday"), which the API refuses.
    resolver: zodResolver(schoolSettingsSchema, undefined, { raw: true }) as never,
    defaultValues: { ...settings, weekly_off_days: parseWeeklyOffDays(settings.weekly_off_days) },
  });
  const today = todayIn(settings.timezone ?? 'UTC');
  const save = form.handleSubmit(async (values) => {
    try {
      const body = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
      const res = await apiFetch<{ message: string }>('/api/school-settings', {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      toast.success(res.message);
      onSaved();
    } catch (e) {
      showApiError(e, form.setError, FIELDS);
    }
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={save}>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('school.title')}</h2>
            <TextField name="school_name" label={t('school.name')} />
            <TextField name="email" label={t('school.email')} type="email" />
            <TextField name="phone" label={t('school.phone')} type="tel" />
            <TextField name="address" label={t('school.address')} />
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('formats.title')}</h2>
            <SelectField
              name="timezone"
              label={t('formats.timezone')}
              options={zoneOptions(settings.timezone)}
            />
            <SelectField
              name="date_format"
              label={t('formats.dateFormat')}
              options={DATE_FORMATS.map((f) => ({
                value: f,
                label: `${f} (${formatDate(today, f)})`,
              }))}
            />
            <TextField
              name="currency"
              label={t('formats.currency')}
              hint={t('formats.currencyHint')}
            />
            <TextField name="currency_symbol" label={t('formats.currencySymbol')} />
            <SelectField
              name="roll_number_order"
              label={t('formats.rollNumbers')}
              options={ROLL_NUMBER_ORDERS.map((o) => ({ value: o, label: rollLabels[o] }))}
            />
            {/* Each language named in its own script, whatever the page's language. */}
            <SelectField
              name="locale"
              label={t('formats.language')}
              options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
            />
            <WeeklyOffDaysField />
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5">{t('theme.title')}</h2>
            <TextField name="theme_primary" label={t('theme.primary')} type="color" />
            <TextField name="theme_secondary" label={t('theme.secondary')} type="color" />
          </Card.Body>
        </Card>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </Form>
    </FormProvider>
  );
}
