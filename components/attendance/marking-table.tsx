'use client';
/**
 * Marking a day, for a class or for the staff: one row per person with a status per radio
 * group and a remark, "mark all" for the common case, and one Save for the whole day. The
 * day's reason not to be marked (future, holiday, weekly off) replaces the controls.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ATTENDANCE_STATUSES, countStatuses, type AttendanceStatus } from './status';
import { useAttendanceWords } from './words';

export type MarkRow = {
  id: number;
  name: string;
  /** A second column: the roll number, or the staff member's roles. */
  detail: string;
  status: AttendanceStatus;
  remark: string | null;
};

type Draft = Record<number, { status: AttendanceStatus; remark: string }>;

const loadedMark = (r: MarkRow) => ({ status: r.status, remark: r.remark ?? '' });
const draftOf = (rows: MarkRow[]): Draft =>
  Object.fromEntries(rows.map((r) => [r.id, loadedMark(r)]));
/** A row's mark as edited; a row that came after the draft was made starts as it was loaded. */
const markIn = (draft: Draft, r: MarkRow) => draft[r.id] ?? loadedMark(r);

export function MarkingTable({
  title,
  detailHeader,
  rows,
  problem,
  saved,
  saving,
  onSave,
  fieldErrors,
}: {
  title: string;
  detailHeader: string;
  rows: MarkRow[];
  problem: string | null;
  saved: boolean;
  saving: boolean;
  onSave: (marks: { id: number; status: AttendanceStatus; remark: string | null }[]) => void;
  fieldErrors: Record<string, string>;
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rows));
  const set = (r: MarkRow, patch: Partial<Draft[number]>) =>
    setDraft((d) => ({ ...d, [r.id]: { ...markIn(d, r), ...patch } }));
  const markAll = (status: AttendanceStatus) =>
    setDraft((d) => Object.fromEntries(Object.entries(d).map(([id, m]) => [id, { ...m, status }])));
  const counts = countStatuses(Object.values(draft).map((m) => m.status));

  if (problem) return <Alert variant="warning">{problem}</Alert>;
  if (!rows.length) return <Alert variant="info">{t('marking.nobody')}</Alert>;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(
          rows.map((r) => ({
            id: r.id,
            status: markIn(draft, r).status,
            remark: markIn(draft, r).remark.trim() || null,
          })),
        );
      }}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="me-1">{t('marking.markAll')}</span>
        {ATTENDANCE_STATUSES.map((s) => (
          <Button key={s} size="sm" variant="outline-secondary" onClick={() => markAll(s)}>
            {words.label[s]}
          </Button>
        ))}
        <span className="ms-auto small text-body-secondary" aria-live="polite">
          {ATTENDANCE_STATUSES.filter((s) => counts[s])
            .map((s) => words.tally(s, counts[s]))
            .join(' · ')}
        </span>
      </div>
      {Object.entries(fieldErrors).map(([field, message]) => (
        <Alert key={field} variant="danger" className="py-2">
          {message}
        </Alert>
      ))}
      {/* On a phone each person is a card (data-table-stack in globals.css). */}
      <Table responsive hover size="sm" aria-label={title} className="data-table-stack">
        <thead>
          <tr>
            <th scope="col">{detailHeader}</th>
            <th scope="col">{t('marking.name')}</th>
            <th scope="col">{t('marking.status')}</th>
            <th scope="col">{t('marking.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-person={r.name}>
              <td data-label={detailHeader}>{r.detail}</td>
              <th scope="row" className="fw-normal">
                {r.name}
              </th>
              <td data-label={t('marking.status')}>
                <div
                  role="radiogroup"
                  aria-label={t('marking.statusOf', { name: r.name })}
                  className="d-flex flex-wrap gap-2"
                >
                  {ATTENDANCE_STATUSES.map((s) => (
                    <Form.Check
                      key={s}
                      inline
                      type="radio"
                      className="me-0"
                      id={`status-${r.id}-${s}`}
                      name={`status-${r.id}`}
                      label={words.label[s]}
                      checked={draft[r.id]?.status === s}
                      onChange={() => set(r, { status: s })}
                    />
                  ))}
                </div>
              </td>
              <td data-label={t('marking.remark')}>
                <Form.Control
                  size="sm"
                  aria-label={t('marking.remarkFor', { name: r.name })}
                  maxLength={200}
                  value={draft[r.id]?.remark ?? ''}
                  onChange={(e) => set(r, { remark: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Button type="submit" disabled={saving}>
        {saving ? t('marking.saving') : saved ? t('marking.saveChanges') : t('marking.save')}
      </Button>
    </Form>
  );
}
