'use client';
/**
 * The user's channel choices (GET/PUT /api/me/notification-preferences): one row per notice,
 * one checkbox per channel; none ticked means not told of it. A notice the school has switched
 * off shows its boxes disabled (nobody receives it). Stacks on a phone like the data tables (a
 * card per notice, a label per box).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import { CHANNEL_NAMES, type ChannelName, type PreferenceRow } from './api-types';
import { useChannelNames, useEventNames } from './words';

const PREFERENCES_KEY = ['my-notification-preferences'] as const;
const PATH = '/api/me/notification-preferences';

export function MyPreferences() {
  const t = useTranslations('notification-screens');
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => (await apiFetch<{ data: PreferenceRow[] }>(PATH)).data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('preferences.loadFailed', { error: query.error.message })}</Alert>
    );
  if (query.data.length === 0) return <p>{t('preferences.nothing')}</p>;
  return <PreferencesForm key={JSON.stringify(query.data)} saved={query.data} />;
}

function PreferencesForm({ saved }: { saved: PreferenceRow[] }) {
  const t = useTranslations('notification-screens');
  const events = useEventNames();
  const channelNames = useChannelNames();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(saved);
  const [saving, setSaving] = useState(false);
  const channels = CHANNEL_NAMES;
  const toggle = (index: number, channel: ChannelName, on: boolean) =>
    setRows((all) =>
      all.map((row, i) =>
        i !== index
          ? row
          : {
              ...row,
              channels: on
                ? channels.filter((c) => c === channel || row.channels.includes(c))
                : row.channels.filter((c) => c !== channel),
            },
      ),
    );
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const res = await apiFetch<{ message: string }>(PATH, {
        method: 'PUT',
        body: JSON.stringify({
          preferences: rows.map(({ event, channels: chosen }) => ({ event, channels: chosen })),
        }),
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form onSubmit={save}>
      <p>{t('preferences.intro')}</p>
      <Table className="align-middle data-table-stack">
        <caption className="visually-hidden">{t('preferences.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('preferences.notice')}</th>
            {channels.map((c) => (
              <th key={c} scope="col" className="text-center">
                {channelNames[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.event}>
              <th scope="row" data-label={t('preferences.notice')} className="fw-normal">
                {events[row.event]}
                {!row.enabled_by_school && (
                  <div className="small text-body-secondary">{t('preferences.offBySchool')}</div>
                )}
              </th>
              {channels.map((c) => (
                <td key={c} data-label={channelNames[c]} className="text-center">
                  <Form.Check
                    id={`pref-${row.event}-${c}`}
                    className="d-inline-block"
                    aria-label={t('preferences.channelFor', {
                      channel: channelNames[c],
                      event: events[row.event],
                    })}
                    disabled={!row.enabled_by_school}
                    checked={row.channels.includes(c)}
                    onChange={(e) => toggle(i, c, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Button type="submit" disabled={saving}>
        {saving ? t('preferences.saving') : t('preferences.save')}
      </Button>
    </Form>
  );
}
