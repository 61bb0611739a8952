'use client';
/**
 * /timetable/substitutions (substitution-manage): the "to cover" board of a date (today by
 * default, kept in the address): each lesson whose teacher is on leave or absent, with the
 * suggested substitutes (free then, same subject first, fewest covers this week); one click
 * assigns, an assigned cover shows its substitute and can be changed. A holiday or weekly off
 * day says so. Below, the covers each teacher gave this month.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import { CoverCounts } from './cover-counts';
import { TIMETABLE_KEY, useBoard } from './queries';
import type { BoardPeriod } from './types';

export function SubstitutionsScreen() {
  const t = useTranslations('timetable');
  const format = useSchoolFormat();
  const [chosen, setDate] = useUrlFilter('date');
  const date = chosen || format.today();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.substitutions')}
      </h1>
      <Form.Group className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label htmlFor="board-date">{t('board.date')}</Form.Label>
        <DateInput id="board-date" value={date} onChange={(v) => setDate(v)} />
      </Form.Group>
      <BoardOf date={date} />
      <CoverCounts />
    </section>
  );
}

function BoardOf({ date }: { date: string }) {
  const t = useTranslations('timetable');
  const board = useBoard(date);
  if (board.isPending) return <p role="status">{t('loading')}</p>;
  if (board.isError) return <Alert variant="danger">{board.error.message}</Alert>;
  const { day_kind, holiday, periods } = board.data;
  if (day_kind !== 'working')
    return (
      <Alert variant="info">
        {holiday ? t('day.holiday', { name: holiday }) : t('day.weeklyOff')}
      </Alert>
    );
  if (!periods.length) return <p className="text-body-secondary">{t('board.nothing')}</p>;
  const open = periods.filter((p) => !p.substitute).length;
  return (
    <>
      <p>{t('board.summary', { count: periods.length, open })}</p>
      <ul className="list-unstyled d-flex flex-column gap-3 mb-4">
        {periods.map((p) => (
          <li key={`${p.class_section_id}-${p.period_id}`}>
            <ToCover date={date} period={p} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ToCover({ date, period: p }: { date: string; period: BoardPeriod }) {
  const t = useTranslations('timetable');
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = `${p.start_time}–${p.end_time} · ${p.period} · ${p.class_section} · ${p.subject}`;
  const assign = async (userId: number) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<{ message: string }>('/api/substitutions', {
        method: 'POST',
        body: JSON.stringify({
          date,
          class_section_id: p.class_section_id,
          period_id: p.period_id,
          substitute_user_id: userId,
        }),
      });
      toast.success(answer.message);
      setChanging(false);
      await queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const choosing = !p.substitute || changing;
  return (
    <Card data-testid="to-cover">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {title}
        </Card.Title>
        <p className="small mb-2">
          {t('board.absent', { names: p.absent.map((a) => a.name).join(', ') })}
        </p>
        {p.substitute && (
          <p className="mb-2">
            <Badge bg="success">{t('board.covered')}</Badge>{' '}
            {t('board.coveredBy', { name: p.substitute.name })}{' '}
            {!changing && (
              <Button size="sm" variant="link" onClick={() => setChanging(true)}>
                {t('board.change')}
              </Button>
            )}
          </p>
        )}
        {choosing &&
          (p.suggestions.length ? (
            <div
              className="d-flex flex-wrap gap-2"
              role="group"
              aria-label={t('board.suggestions')}
            >
              {p.suggestions
                .filter((s) => s.user_id !== p.substitute?.user_id)
                .map((s) => (
                  <Button
                    key={s.user_id}
                    size="sm"
                    variant="outline-primary"
                    disabled={busy}
                    onClick={() => void assign(s.user_id)}
                    aria-label={t('board.assignNamed', { name: s.name, lesson: title })}
                  >
                    {s.name}
                    <span className="small ms-1">
                      ({s.same_subject ? `${t('board.sameSubject')}, ` : ''}
                      {t('board.coversThisWeek', { count: s.covers_this_week })})
                    </span>
                  </Button>
                ))}
            </div>
          ) : (
            <p className="small text-body-secondary mb-0">{t('board.noneFree')}</p>
          ))}
        {error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
