'use client';
/**
 * A record's timeline on its profile (`GET /api/students/{id}/timeline`, `/api/staff/{id}/timeline`):
 * admission, moves, status changes and the audit log's entries naming the person, newest first,
 * fifty at a time.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocale, useTranslations } from 'use-intl';
import { usePeopleWords } from '@/components/people/people-words';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { TimelineEntry } from '@/lib/api/modules/people/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { TabState } from './tab-state';

type Entry = TimelineEntry;
type Page = { data: Entry[]; meta: { page: number; total: number; per_page: number } };

const PER_PAGE = 50;

function useEntryWords() {
  const t = useTranslations('profile');
  const words = usePeopleWords();
  const format = useSchoolFormat();
  const locale = useLocale();
  // A milestone's month (YYYY-MM) as the reader says it: "February 2026".
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const money = (v: string | number | undefined) =>
    v === undefined ? '' : format.money(Number(v));
  // One literal key per kind, so the catalogue test sees each.
  const audit: Record<string, (d: Entry['details']) => string> = {
    'students.create': () => t('timeline.kinds.studentCreated'),
    'students.update': () => t('timeline.kinds.studentEdited'),
    'students.delete': () => t('timeline.kinds.studentRemoved'),
    'fee-payments.create': (d) =>
      t('timeline.kinds.feePaid', { amount: money(d.amount), receipt: String(d.receipt_no ?? '') }),
    'fee-payments.cancel': () => t('timeline.kinds.feeCancelled'),
    'fee-refunds.create': (d) => t('timeline.kinds.feeRefunded', { amount: money(d.amount) }),
    'custom-fees.create': (d) => t('timeline.kinds.feeCharged', { amount: money(d.amount) }),
    'fee-waivers.create': (d) => t('timeline.kinds.feeWaived', { amount: money(d.amount) }),
    'documents.create': () => t('timeline.kinds.documentAdded'),
    'documents.delete': () => t('timeline.kinds.documentRemoved'),
    'certificates.create': (d) =>
      t('timeline.kinds.certificateIssued', { serial: String(d.serial_no ?? '') }),
    'leave-requests.create': () => t('timeline.kinds.leaveApplied'),
    'leave-requests.approve': () => t('timeline.kinds.leaveApproved'),
    'leave-requests.reject': () => t('timeline.kinds.leaveRejected'),
    'staff.create': () => t('timeline.kinds.staffCreated'),
    'staff.update': () => t('timeline.kinds.staffEdited'),
    'teachers.create': () => t('timeline.kinds.staffCreated'),
    'teachers.update': () => t('timeline.kinds.staffEdited'),
    'salary-structures.create': () => t('timeline.kinds.salarySet'),
    'payslips.pay': () => t('timeline.kinds.payslipPaid'),
    'attendance.absent_run': (d) =>
      t('timeline.kinds.absentRun', {
        days: Number(d.days),
        start: format.date(String(d.start_date)),
        end: format.date(String(d.end_date)),
      }),
    'attendance.low_month': (d) =>
      t('timeline.kinds.lowMonth', {
        month: monthName(String(d.month)),
        percent: String(d.percent),
      }),
  };
  return (e: Entry) => {
    if (e.source === 'history') {
      const status =
        e.from_status && e.to_status && e.from_status !== e.to_status
          ? ` (${words.word('statusInline', e.from_status)} → ${words.word('statusInline', e.to_status)})`
          : '';
      return `${words.word('event', e.kind)}${status}`;
    }
    const [entity = '', action = ''] = e.kind.split('.');
    return audit[e.kind]?.(e.details) ?? t('timeline.kinds.other', { entity, action });
  };
}

/** `path`: the record's timeline route (`/api/students/{id}/timeline`, `/api/staff/{id}/timeline`). */
export function TimelineTab({ path }: { path: string }) {
  const t = useTranslations('profile');
  const format = useSchoolFormat();
  const describe = useEntryWords();
  // Page by page, the pages read so far kept above (a plain query: an infinite query's code
  // would land in the shell's shared chunk, whose budget is full).
  const [page, setPage] = useState(1);
  const [earlier, setEarlier] = useState<Entry[]>([]);
  const current = useQuery({
    queryKey: ['profile-timeline', path, page],
    queryFn: () => apiFetch<Page>(`${path}?per_page=${PER_PAGE}&page=${page}`),
    placeholderData: keepPreviousData,
  });
  const more =
    current.data && !current.isPlaceholderData
      ? current.data.meta.page * current.data.meta.per_page < current.data.meta.total
      : false;
  return (
    <TabState query={current}>
      {(data) => {
        const entries = [...earlier, ...(current.isPlaceholderData ? [] : data.data)];
        if (!entries.length) return <p className="text-body-secondary">{t('timeline.none')}</p>;
        return (
          <>
            <ol className="list-unstyled profile-timeline" aria-label={t('tabs.timeline')}>
              {entries.map((e) => (
                <li key={e.key} className="border-start border-2 ps-3 pb-3">
                  <div className="small text-body-secondary">
                    {/* A history date or a milestone is a plain day; a log entry an instant shown the school's way. */}
                    {e.source === 'audit' ? format.dateOf(e.at) : format.date(e.at)}
                    {e.by ? ` · ${e.by}` : ''}
                  </div>
                  <div>{describe(e)}</div>
                  {e.note && <div className="small">{e.note}</div>}
                </li>
              ))}
            </ol>
            {(more || current.isPlaceholderData) && (
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={current.isPlaceholderData}
                onClick={() => {
                  setEarlier(entries);
                  setPage(page + 1);
                }}
              >
                {t('timeline.more')}
              </Button>
            )}
          </>
        );
      }}
    </TabState>
  );
}
