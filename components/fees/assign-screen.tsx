'use client';
/**
 * Assign a structure's dues to the students of its classes (or one class-section), with the
 * optional lines chosen. The API takes one batch of 500 students per call; the screen calls
 * until done and shows the progress. Assigning again creates nothing twice, so it is also how
 * students admitted later get their dues.
 *
 * An optional structure (a bus, a hostel place) is charged only to the students who opted in:
 * the office picks a class-section and ticks them (the API refuses it for a whole class). The
 * office already holds that list (the bus roster, the hostel register), and the dues themselves
 * then record who opted in: nothing else to keep in step.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { apiFetch } from '@/lib/client/api-fetch';
import { useSchoolFormat } from '@/components/ui/school-format';
import { errorsOf, FieldError, postJson, useFeeOptions, type FieldErrors } from './shared';
import type { StructureRow } from './structure-list';

type Detail = StructureRow & {
  class_ids: number[];
  lines: { id: number; fee_type_name: string; amount: number; optional: boolean }[];
  installments: { id: number; name: string; due_date: string; amount: number }[];
};
type Batch = {
  processed: number;
  dues_created: number;
  total_students: number | null;
  next_after: number | null;
  done: boolean;
};

const BATCH = 500;

export function AssignScreen() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const queryClient = useQueryClient();
  const [structureId, setStructureId] = useState(useSearchParams().get('structure_id') ?? '');
  const [sectionId, setSectionId] = useState('');
  const [optional, setOptional] = useState<number[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [progress, setProgress] = useState<{
    processed: number;
    created: number;
    total: number | null;
    done: boolean;
  } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sections = useFeeOptions('class_section');
  const structures = useQuery({
    queryKey: ['fee-structures', 'current'],
    queryFn: () =>
      apiFetch<{ data: StructureRow[] }>('/api/fee-structures?current=true&per_page=100'),
  });
  const detail = useQuery({
    queryKey: ['fee-structure', structureId],
    enabled: Boolean(structureId),
    queryFn: () =>
      apiFetch<{ data: Detail }>(`/api/fee-structures/${encodeURIComponent(structureId)}`),
  });

  const d = detail.data?.data;
  const sectionStudents = useQuery({
    queryKey: ['fees', 'students', sectionId],
    enabled: Boolean(d?.optional && sectionId),
    queryFn: () =>
      apiFetch<{ data: { id: number; name: string; admission_no: string }[] }>(
        `/api/fees/students?class_section_id=${encodeURIComponent(sectionId)}&per_page=100&sort=name`,
      ),
  });

  const run = async () => {
    setErrors({});
    let after = 0;
    let state = { processed: 0, created: 0, total: null as number | null, done: false };
    setProgress(state);
    try {
      for (;;) {
        const { data } = await postJson<Batch>(
          `/api/fee-structures/${encodeURIComponent(structureId)}/assign`,
          {
            class_section_id: sectionId ? Number(sectionId) : null,
            optional_line_ids: optional,
            student_ids: d?.optional ? chosen : null,
            after_student_id: after,
            batch_size: BATCH,
          },
        );
        state = {
          processed: state.processed + data.processed,
          created: state.created + data.dues_created,
          total: state.total ?? data.total_students,
          done: data.done,
        };
        setProgress(state);
        if (data.done || data.next_after === null) break;
        after = data.next_after;
      }
      setProgress({ ...state, done: true });
      await queryClient.invalidateQueries();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  const running = progress !== null && !progress.done;
  return (
    <>
      <h1 className="h3 mb-3">{t('assign.title')}</h1>
      <Card className="mb-3">
        <Card.Body className="row g-3">
          <Form.Group controlId="assign-structure" className="col-md-6">
            <Form.Label>{t('assign.structure')}</Form.Label>
            <Form.Select
              value={structureId}
              onChange={(e) => {
                setStructureId(e.target.value);
                setOptional([]);
                setChosen([]);
                setProgress(null);
              }}
            >
              <option value="">{t('choose')}</option>
              {(structures.data?.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.class_names}){s.optional ? ` · ${t('kinds.optional')}` : ''}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="assign-section" className="col-md-6">
            <Form.Label>{t('assign.section')}</Form.Label>
            <Form.Select
              value={sectionId}
              onChange={(e) => {
                setSectionId(e.target.value);
                setChosen([]);
              }}
            >
              <option value="">{t('assign.everySection')}</option>
              {sections.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
            <FieldError errors={errors} name="class_section_id" />
          </Form.Group>
          {d && (
            <div className="col-12">
              <p className="mb-1">
                {d.installments
                  .map((i) =>
                    t('assign.installment', {
                      name: i.name,
                      amount: format.money(i.amount),
                      date: format.date(i.due_date),
                    }),
                  )
                  .join(' · ')}
              </p>
              {d.lines
                .filter((l) => l.optional)
                .map((l) => (
                  <Form.Check
                    key={l.id}
                    id={`optional-${l.id}`}
                    label={t('assign.alsoCharge', {
                      feeType: l.fee_type_name,
                      amount: format.money(l.amount),
                    })}
                    checked={optional.includes(l.id)}
                    onChange={(e) =>
                      setOptional(
                        e.target.checked
                          ? [...optional, l.id]
                          : optional.filter((id) => id !== l.id),
                      )
                    }
                  />
                ))}
              <FieldError errors={errors} name="optional_line_ids" />
            </div>
          )}
          {d?.optional && (
            <fieldset className="col-12">
              <legend className="fs-6">{t('assign.optedIn')}</legend>
              {!sectionId && (
                <p className="text-body-secondary mb-1">{t('assign.chooseSection')}</p>
              )}
              <div className="d-flex flex-wrap gap-3">
                {(sectionStudents.data?.data ?? []).map((s) => (
                  <Form.Check
                    key={s.id}
                    id={`opted-${s.id}`}
                    label={`${s.name} (${s.admission_no})`}
                    checked={chosen.includes(s.id)}
                    onChange={(e) =>
                      setChosen(
                        e.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id),
                      )
                    }
                  />
                ))}
              </div>
              <FieldError errors={errors} name="student_ids" />
            </fieldset>
          )}
          <div className="col-12">
            <Button
              onClick={() => void run()}
              disabled={!structureId || running || (d?.optional && !chosen.length)}
            >
              {running ? t('assign.running') : t('assign.assign')}
            </Button>
          </div>
        </Card.Body>
      </Card>
      {errors._ && <Alert variant="danger">{errors._}</Alert>}
      {progress && (
        <div role="status" aria-live="polite">
          <ProgressBar
            now={
              progress.total ? (100 * progress.processed) / progress.total : progress.done ? 100 : 0
            }
            label={t('assign.progress', {
              processed: progress.processed,
              total: progress.total ?? '…',
            })}
            className="mb-2"
          />
          {progress.done && (
            <Alert variant="success">
              {t('assign.done', { processed: progress.processed, created: progress.created })}
            </Alert>
          )}
        </div>
      )}
    </>
  );
}
