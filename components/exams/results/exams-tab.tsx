'use client';
/**
 * A student's Exams tab on their profile (issue 30, item 7): their published results across
 * exams — percentage, grade, result, rank, attendance and the report card's PDF — and a
 * progress chart of the percentages (line-chart.tsx, with its table for screen readers). Its
 * words are the `exams-results` namespace: the profile's layouts list it.
 */
import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
import { LineChart } from './line-chart';
import { ScrollRegion } from './scroll-region';

type ExamResultRow = {
  exam_id: number;
  name: string;
  percent: number | null;
  grade: string | null;
  passed: boolean | null;
  rank: number | null;
  class_size: number;
  attendance_percent: number | null;
};

export function ExamsTab({ studentId }: { studentId: number }) {
  const t = useTranslations('exams-results');
  const { data, isPending } = useQuery({
    queryKey: ['exams', 'student', studentId],
    queryFn: async () =>
      (await apiFetch<{ data: ExamResultRow[] }>(`/api/students/${studentId}/exam-results`)).data,
  });
  const percent = (v: number | null) => (v === null ? '—' : `${v}%`);
  return (
    <section data-testid="exams-tab">
      <h2 id="exams-tab-heading" className="h5">
        {t('tab.heading')}
      </h2>
      {!isPending && !data?.length && <p>{t('tab.none')}</p>}
      {!!data?.length && (
        <>
          <LineChart
            testId="progress-chart"
            points={data.map((r) => ({ label: r.name, value: r.percent }))}
            caption={t('tab.chartCaption')}
            labelHeader={t('tab.exam')}
            valueHeader={t('table.percent')}
          />
          <ScrollRegion label={t('tab.heading')}>
            <Table size="sm">
              <thead>
                <tr>
                  <th scope="col">{t('tab.exam')}</th>
                  <th scope="col">{t('table.percent')}</th>
                  <th scope="col">{t('table.grade')}</th>
                  <th scope="col">{t('table.result')}</th>
                  <th scope="col">{t('table.rank')}</th>
                  <th scope="col">{t('table.attendance')}</th>
                  <th scope="col">{t('cards.card')}</th>
                </tr>
              </thead>
              <tbody>
                {[...data].reverse().map((r) => (
                  <tr key={r.exam_id}>
                    <th scope="row">{r.name}</th>
                    <td>{percent(r.percent)}</td>
                    <td>{r.grade ?? '—'}</td>
                    <td>
                      {r.passed === null ? '—' : r.passed ? t('table.passed') : t('table.failed')}
                    </td>
                    <td>
                      {r.rank === null
                        ? '—'
                        : t('tab.rankOf', { rank: r.rank, count: r.class_size })}
                    </td>
                    <td>{percent(r.attendance_percent)}</td>
                    <td>
                      <a
                        href={`/api/students/${studentId}/report-card.pdf?exam_id=${r.exam_id}&download=1`}
                        download
                        aria-label={t('tab.cardOf', { exam: r.name })}
                      >
                        {t('cards.pdf')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}
