'use client';
/**
 * The class-section's students with their report cards: rank and grade, the class teacher's
 * remark (typed, or picked from the quick remarks, and saved together) for those who may enter
 * remarks, and each student's PDF. A guardian's list holds their own children only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import type { ExamResults } from '../results/use-results';
import { ScrollRegion } from '../results/scroll-region';

type RemarkRow = { student_id: number; remark: string | null };

/** The quick-pick remarks' keys in the catalogue. */
const QUICK = [
  'cards.quick.excellent',
  'cards.quick.consistent',
  'cards.quick.improving',
  'cards.quick.effort',
  'cards.quick.attention',
] as const;

/**
 * The remarks of the section, read only when the caller may enter them there (the exam's
 * sections they may remark come first), so a teacher of another class asks nothing refused.
 */
function useRemarks(exam: string, section: string, enabled: boolean) {
  const sections = useQuery({
    queryKey: ['exams', exam, 'remark-sections'],
    enabled,
    queryFn: async () =>
      (await apiFetch<{ data: { id: number }[] }>(`/api/exams/${exam}/remarks`)).data,
  });
  const mine = !!sections.data?.some((s) => String(s.id) === section);
  return useQuery({
    queryKey: ['exams', exam, 'remarks', section],
    enabled: enabled && mine,
    queryFn: async () =>
      (
        await apiFetch<{ data: RemarkRow[] }>(
          `/api/exams/${exam}/remarks?class_section_id=${section}`,
        )
      ).data,
  });
}

export function CardsTable({
  exam,
  section,
  results,
  mayRemark,
}: {
  exam: string;
  section: string;
  results: ExamResults;
  mayRemark: boolean;
}) {
  const t = useTranslations('exams-results');
  const queryClient = useQueryClient();
  const remarks = useRemarks(exam, section, mayRemark);
  // Only a class teacher of the section (or an admin) reads the remarks; others print cards.
  const editable = mayRemark && remarks.isSuccess;
  const [edits, setEdits] = useState<Record<number, string>>({});
  const stored = new Map((remarks.data ?? []).map((r) => [r.student_id, r.remark ?? '']));
  const valueOf = (id: number) => edits[id] ?? stored.get(id) ?? '';
  const save = useMutation({
    mutationFn: () =>
      apiFetch<{ message: string }>(`/api/exams/${exam}/remarks?class_section_id=${section}`, {
        method: 'PUT',
        body: JSON.stringify({
          remarks: Object.entries(edits).map(([id, remark]) => ({
            student_id: Number(id),
            remark,
          })),
        }),
      }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: ['exams', exam, 'remarks', section] });
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
  });
  return (
    <>
      <ScrollRegion label={t('cards.card')}>
        <Table size="sm" className="align-middle" data-testid="report-cards-table">
          <thead>
            <tr>
              <th scope="col">{t('table.rank')}</th>
              <th scope="col">{t('table.student')}</th>
              <th scope="col">{t('table.grade')}</th>
              {editable && <th scope="col">{t('cards.remark')}</th>}
              <th scope="col">{t('cards.card')}</th>
            </tr>
          </thead>
          <tbody>
            {results.students.map((s) => (
              <tr key={s.student_id}>
                <td>{s.rank ?? '—'}</td>
                <th scope="row">{s.name}</th>
                <td>{s.grade ?? '—'}</td>
                {editable && (
                  <td style={{ minWidth: 320 }}>
                    <div className="d-flex gap-2">
                      <Form.Control
                        size="sm"
                        value={valueOf(s.student_id)}
                        maxLength={500}
                        aria-label={t('cards.remarkFor', { name: s.name })}
                        onChange={(e) => setEdits({ ...edits, [s.student_id]: e.target.value })}
                      />
                      <Form.Select
                        size="sm"
                        style={{ maxWidth: 150 }}
                        value=""
                        aria-label={t('cards.quickFor', { name: s.name })}
                        onChange={(e) =>
                          e.target.value &&
                          setEdits({ ...edits, [s.student_id]: t(e.target.value) })
                        }
                      >
                        <option value="">{t('cards.quickPick')}</option>
                        {QUICK.map((q) => (
                          <option key={q} value={q}>
                            {t(q)}
                          </option>
                        ))}
                      </Form.Select>
                    </div>
                  </td>
                )}
                <td>
                  <a
                    href={`/api/students/${s.student_id}/report-card.pdf?exam_id=${exam}&download=1`}
                    download
                    aria-label={t('cards.downloadFor', { name: s.name })}
                  >
                    {t('cards.pdf')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {editable && (
        <Button
          onClick={() => save.mutate()}
          disabled={!Object.keys(edits).length || save.isPending}
        >
          {t('cards.saveRemarks')}
        </Button>
      )}
    </>
  );
}
