'use client';
/**
 * /notification-log: every message the school sent or tried to send, newest first, filtered by
 * event, channel, state, recipient and dates (all in the address); each with its state as a
 * badge, its attempts and, when it failed, the error. Export CSV and Print give the filter,
 * as on every list.
 */
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { DateFilter } from '@/components/ui/date-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { formatInstant } from '@/lib/calendar/instants';
import type { DeliveryRow } from './api-types';
import { DeliveryState } from './delivery-state';
import { optionsOf, recipientOf, useChannelNames, useEventNames, useStateNames } from './words';

const LOG_PATH = '/api/notification-log';

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
              options={optionsOf(states)}
            />
            <DateFilter id="filter-from" label={t('log.from')} value={from} onChange={setFrom} />
            <DateFilter id="filter-to" label={t('log.to')} value={to} onChange={setTo} />
          </>
        }
        columns={[
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
            cell: (r) => (
              <DeliveryState
                row={r}
                sentAt={
                  r.sent_at ? formatInstant(r.sent_at, format.dateFormat, format.timeZone) : null
                }
              />
            ),
          },
          { header: t('log.attempts'), cell: (r) => r.attempts },
        ]}
      />
    </section>
  );
}
