'use client';
/**
 * /notification-log: every message the school sent or tried to send, newest first, filtered by
 * event, channel, state, recipient and dates (all in the address); each with its state as a
 * badge, its attempts and, when it failed, the error. Export CSV and Print give the filter,
 * as on every list. "Failed for good" (`state=dead`: failed or bounced) is the dead-letter
 * view: a holder of `notification-settings-edit` retries one row or the rows ticked, and each
 * retried row shows its new state in place.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { DateFilter } from '@/components/ui/date-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useRetry } from '@/components/ui/use-retry';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { formatInstant } from '@/lib/calendar/instants';
import type { DeliveryRow } from './api-types';
import { DeliveryState } from './delivery-state';
import { optionsOf, recipientOf, useChannelNames, useEventNames, useStateNames } from './words';

const LOG_PATH = '/api/notification-log';
const RETRY_PERMISSION = 'notification-settings-edit';

/** Failed or bounced: what sending again may mend. */
const failedForGood = (row: DeliveryRow) => row.state === 'failed' || row.state === 'bounced';

export function NotificationLogScreen() {
  const t = useTranslations('notification-screens');
  const format = useSchoolFormat();
  const events = useEventNames();
  const channels = useChannelNames();
  const states = useStateNames();
  const [event, setEvent] = useUrlFilter('event');
  const [channel, setChannel] = useUrlFilter('channel');
  const [state, setState] = useUrlFilter('state');
  const [recipient, setRecipient] = useUrlFilter('recipient_user_id');
  const [from, setFrom] = useUrlFilter('from');
  const [to, setTo] = useUrlFilter('to');
  const list = useList<DeliveryRow>(LOG_PATH, {
    event,
    channel,
    state,
    recipient_user_id: recipient,
    from,
    to,
  });
  const shown = list.query.data?.data.find((r) => String(r.recipient_user_id) === recipient);
  const mayRetry = usePermissions().can(RETRY_PERMISSION);
  const retries = useRetry<DeliveryRow>((id) => `${LOG_PATH}/${id}/retry`);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const retryable = (list.query.data?.data ?? [])
    .map(retries.current)
    .filter((r) => mayRetry && failedForGood(r));
  const chosen = retryable.filter((r) => ticked.has(r.id)).map((r) => r.id);
  const tick = (id: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const retry = async (ids: number[]) => {
    await retries.retry(ids);
    setTicked(new Set());
  };

  return (
    <section aria-labelledby="notification-log-title">
      <h1 id="notification-log-title" className="h3 mb-3">
        {t('log.title')}
      </h1>
      {recipient && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>
            {t('log.onlyRecipient', { name: shown ? recipientOf(shown) : `#${recipient}` })}
          </span>
          <Button size="sm" variant="outline-secondary" onClick={() => setRecipient('')}>
            {t('log.everyone')}
          </Button>
        </p>
      )}
      {retryable.length > 0 && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <Button
            size="sm"
            disabled={retries.busy || chosen.length === 0}
            onClick={() => void retry(chosen)}
          >
            {t('log.retrySelected', { count: chosen.length })}
          </Button>
        </p>
      )}
      <DataTable<DeliveryRow>
        title={t('log.tableTitle')}
        list={list}
        emptyText={t('log.empty')}
        filters={
          <>
            <FilterSelect
              id="filter-event"
              label={t('log.event')}
              all={t('log.allEvents')}
              value={event}
              onChange={setEvent}
              options={optionsOf(events)}
            />
            <FilterSelect
              id="filter-channel"
              label={t('log.channel')}
              all={t('log.allChannels')}
              value={channel}
              onChange={setChannel}
              options={optionsOf(channels)}
            />
            <FilterSelect
              id="filter-state"
              label={t('log.state')}
              all={t('log.allStates')}
              value={state}
              onChange={setState}
              options={[...optionsOf(states), { value: 'dead', label: t('log.dead') }]}
            />
            <DateFilter id="filter-from" label={t('log.from')} value={from} onChange={setFrom} />
            <DateFilter id="filter-to" label={t('log.to')} value={to} onChange={setTo} />
          </>
        }
        actions={(listed) => {
          const r = retries.current(listed);
          return mayRetry && failedForGood(r) ? (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={retries.busy}
              onClick={() => void retry([r.id])}
            >
              {t('log.retry')}
            </Button>
          ) : null;
        }}
        columns={[
          ...(retryable.length
            ? [
                {
                  header: t('log.select'),
                  cell: (listed: DeliveryRow) => {
                    const r = retries.current(listed);
                    return mayRetry && failedForGood(r) ? (
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={t('log.selectRow', { name: recipientOf(r) })}
                        checked={ticked.has(r.id)}
                        onChange={(e) => tick(r.id, e.target.checked)}
                      />
                    ) : null;
                  },
                },
              ]
            : []),
          {
            header: t('log.when'),
            sort: 'created_at',
            cell: (r) => formatInstant(r.created_at, format.dateFormat, format.timeZone),
          },
          {
            header: t('log.recipient'),
            cell: (r) =>
              recipient ? (
                recipientOf(r)
              ) : (
                <button
                  type="button"
                  className="btn btn-link p-0 text-start"
                  title={t('log.onlyRecipient', { name: recipientOf(r) })}
                  onClick={() => setRecipient(String(r.recipient_user_id))}
                >
                  {recipientOf(r)}
                </button>
              ),
          },
          { header: t('log.event'), sort: 'event', cell: (r) => events[r.event] ?? r.event },
          { header: t('log.channel'), cell: (r) => channels[r.channel] ?? r.channel },
          {
            header: t('log.state'),
            sort: 'state',
            cell: (listed) => {
              const r = retries.current(listed);
              return (
                <DeliveryState
                  row={r}
                  sentAt={
                    r.sent_at ? formatInstant(r.sent_at, format.dateFormat, format.timeZone) : null
                  }
                />
              );
            },
          },
          { header: t('log.attempts'), cell: (r) => retries.current(r).attempts },
        ]}
      />
    </section>
  );
}
