'use client';
/**
 * /timetable/draft (issue 31 item 3): the admin chooses the date the new timetable starts,
 * "Draft the timetable" runs the solver as a background job (POST /api/timetables/draft) with
 * its progress, and the drafts it wrote are listed with their figures, to view, publish all
 * or discard. The periods per week, teachers' limits and unavailability it reads are edited
 * on /timetable/requirements (linked under their figures).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { DraftInputs } from './draft-inputs';
import { DraftList } from './draft-list';
import { DraftProgress } from './draft-progress';
import type { DraftedFigures, DraftJob, DraftRow } from './draft-types';

const DRAFTS_KEY = ['timetables', 'drafts'];

/** The Monday after today (a new timetable usually starts on a week's first day). */
function nextMonday(): string {
  const today = new Date();
  const offset = (8 - today.getDay()) % 7 || 7;
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

export function DraftScreen() {
  const t = useTranslations('timetable-draft');
  const { can } = usePermissions();
  const client = useQueryClient();
  const [from, setFrom] = useState(nextMonday);
  const [jobId, setJobId] = useState<number | null>(null);
  const [figures, setFigures] = useState<ReadonlyMap<number, DraftedFigures>>(new Map());
  const [busy, setBusy] = useState(false);
  const drafts = useQuery({
    queryKey: DRAFTS_KEY,
    queryFn: async () => (await apiFetch<{ data: DraftRow[] }>('/api/timetables/drafts')).data,
  });

  const start = async () => {
    setBusy(true);
    try {
      const res = await apiFetch<{ data: { job_id: number }; message: string }>(
        '/api/timetables/draft',
        { method: 'POST', body: JSON.stringify({ effective_from: from }) },
      );
      setFigures(new Map());
      setJobId(res.data.job_id);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: DRAFTS_KEY }), [client]);
  const onDone = useCallback(
    (job: DraftJob) => {
      setFigures(new Map((job.result?.sections ?? []).map((s) => [s.version_id, s])));
      void refresh();
    },
    [refresh],
  );
  const list = useMemo(() => drafts.data ?? [], [drafts.data]);

  return (
    <>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <DraftInputs />
      <p>
        <Link href="/timetable/requirements">{t('requirements.edit')}</Link>
      </p>
      {can('timetable-create') && (
        <Form
          className="d-flex flex-wrap align-items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <Form.Group controlId="draft-from">
            <Form.Label>{t('from')}</Form.Label>
            <DateInput id="draft-from" value={from} onChange={setFrom} required />
          </Form.Group>
          <Button type="submit" disabled={busy || !from} data-testid="draft-start">
            {t('start')}
          </Button>
        </Form>
      )}
      {jobId !== null && <DraftProgress key={jobId} jobId={jobId} onDone={onDone} />}
      {drafts.isError && <p className="text-danger mt-3">{(drafts.error as Error).message}</p>}
      {drafts.data && <DraftList drafts={list} figures={figures} onChanged={refresh} />}
    </>
  );
}
