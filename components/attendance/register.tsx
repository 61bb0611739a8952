'use client';
/**
 * A class's register, made for a teacher's phone: one compact row per student (roll, name, a
 * status button and a list of every code). A new register starts all present (the API gives the
 * school's Present code to an unsaved day); a tap on the status button moves to the next of
 * the school's active codes, in its colour and short code, and the list picks any code at once
 * for the rarer ones. A tap on a name opens its remark. The Save bar stays at the foot of the
 * screen, so a day is saved with one tap per absent child and one to save. Every control is a
 * button, a select or an input: keyboard and screen readers reach each with its name.
 */
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { nextCode, textOn, type AttendanceCode } from './codes';
import { useAttendanceWords } from './words';

export type RegisterRow = {
  id: number;
  name: string;
  roll: string;
  codeId: number | null;
  remark: string | null;
  /** What a screen shows under the row (the period marks beside the day). */
  detail?: ReactNode;
};
export type RegisterMark = { id: number; codeId: number; remark: string | null };

/** Fixed widths so 390 px hold a row: the name takes what is left and is cut with an ellipsis. */
const WIDTH = {
  roll: { width: '1.75rem', flexShrink: 0 },
  name: { minWidth: 0, minHeight: '2.5rem' },
  status: { minWidth: '3rem', minHeight: '2.5rem', flexShrink: 0 },
  pick: { width: '6.5rem', flexShrink: 0 },
} as const;

type Draft = Record<number, { codeId: number | null; remark: string; open: boolean }>;

const draftOf = (rows: RegisterRow[]): Draft =>
  Object.fromEntries(
    rows.map((r) => [r.id, { codeId: r.codeId, remark: r.remark ?? '', open: Boolean(r.remark) }]),
  );

export function Register({
  title,
  rows,
  codes,
  problem,
  saved,
  saving,
  onSave,
  fieldErrors,
}: {
  title: string;
  rows: RegisterRow[];
  codes: AttendanceCode[];
  problem: string | null;
  saved: boolean;
  saving: boolean;
  onSave: (marks: RegisterMark[]) => void;
  fieldErrors: Record<string, string>;
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rows));
  const byId = new Map(codes.map((c) => [c.id, c]));
  const active = codes.filter((c) => c.active);
  const markOf = (r: RegisterRow) => draft[r.id] ?? draftOf([r])[r.id]!;
  const set = (r: RegisterRow, patch: Partial<Draft[number]>) =>
    setDraft((d) => ({ ...d, [r.id]: { ...markOf(r), ...patch } }));

  if (problem) return <Alert variant="warning">{problem}</Alert>;
  if (!rows.length) return <Alert variant="info">{t('marking.nobody')}</Alert>;

  const counts = new Map<number, number>();
  for (const r of rows) {
    const id = markOf(r).codeId;
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const summary = codes
    .filter((c) => counts.has(c.id))
    .map((c) => `${counts.get(c.id)} ${words.codeShort(c)}`)
    .join(' · ');

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(
          rows.flatMap((r) => {
            const m = markOf(r);
            return m.codeId === null
              ? []
              : [{ id: r.id, codeId: m.codeId, remark: m.remark.trim() || null }];
          }),
        );
      }}
    >
      <p className="small text-body-secondary mb-2">{t('register.hint')}</p>
      {Object.entries(fieldErrors).map(([field, message]) => (
        <Alert key={field} variant="danger" className="py-2">
          {message}
        </Alert>
      ))}
      <ul className="list-unstyled mb-0" aria-label={title}>
        {rows.map((r) => {
          const mark = markOf(r);
          const code = mark.codeId === null ? undefined : byId.get(mark.codeId);
          const next = nextCode(codes, mark.codeId);
          const label = code ? words.codeLabel(code) : t('register.noCode');
          // A retired code an old mark still carries stays choosable for that row.
          const choices = code && !code.active ? [...active, code] : active;
          return (
            <li key={r.id} className="border-bottom py-1" data-person={r.name}>
              <div className="d-flex align-items-center gap-2">
                <span className="small text-body-secondary text-end" style={WIDTH.roll}>
                  {r.roll}
                </span>
                <Button
                  variant="link"
                  className="p-0 text-start text-body text-decoration-none text-truncate flex-grow-1"
                  style={WIDTH.name}
                  aria-expanded={mark.open}
                  aria-controls={`remark-${r.id}`}
                  onClick={() => set(r, { open: !mark.open })}
                >
                  {r.name}
                </Button>
                <Button
                  className="fw-semibold border-0"
                  style={{
                    ...WIDTH.status,
                    ...(code ? { background: code.colour, color: textOn(code.colour) } : {}),
                  }}
                  aria-label={t('register.statusButton', {
                    name: r.name,
                    status: label,
                    next: next ? words.codeLabel(next) : label,
                  })}
                  data-code={code?.code}
                  onClick={() => next && set(r, { codeId: next.id })}
                >
                  {code ? words.codeShort(code) : '—'}
                </Button>
                <Form.Select
                  size="sm"
                  style={WIDTH.pick}
                  aria-label={t('register.pick', { name: r.name })}
                  value={mark.codeId ?? ''}
                  onChange={(e) => set(r, { codeId: Number(e.target.value) })}
                >
                  {mark.codeId === null && <option value="">—</option>}
                  {choices.map((c) => (
                    <option key={c.id} value={c.id}>
                      {words.codeLabel(c)}
                    </option>
                  ))}
                </Form.Select>
              </div>
              {r.detail}
              {mark.open && (
                <Form.Control
                  id={`remark-${r.id}`}
                  size="sm"
                  className="mt-1"
                  aria-label={t('marking.remarkFor', { name: r.name })}
                  placeholder={t('marking.remark')}
                  maxLength={200}
                  value={mark.remark}
                  onChange={(e) => set(r, { remark: e.target.value })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="sticky-bottom bg-body border-top py-2 d-flex align-items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t('marking.saving') : saved ? t('marking.saveChanges') : t('marking.save')}
        </Button>
        <span className="small text-body-secondary" aria-live="polite">
          {summary}
        </span>
      </div>
    </Form>
  );
}
