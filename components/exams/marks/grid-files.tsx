'use client';
/**
 * A grid's file: export as CSV or XLSX (the import's template), and import of the same file.
 * An import with errors saves nothing and lists each by row and column; a published grid's
 * import carries the reason given for changing it.
 */
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';

type ImportProblem = { text: string } | { row: number; column: string; text: string };

/** `rows.3.marks` → row 3, column marks; other fields (file, reason) as they are. */
function importProblems(errors: Record<string, string>): ImportProblem[] {
  return Object.entries(errors).map(([field, text]) => {
    const cell = /^rows\.(\d+)\.(\w+)$/.exec(field);
    return cell ? { row: Number(cell[1]), column: cell[2] ?? '', text } : { text };
  });
}

export function GridFiles({
  examId,
  query,
  locked,
  reason,
  onImported,
}: {
  examId: number;
  /** class_section_id=…&subject_id=… */
  query: string;
  locked: boolean;
  reason: string | null;
  onImported: () => void;
}) {
  const t = useTranslations('exams-marks');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const base = `/api/exams/${examId}/marks`;

  const upload = async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    if (reason) form.set('reason', reason);
    setBusy(true);
    setProblems([]);
    try {
      const res = await apiFetch<{ message: string }>(`${base}/import?${query}`, {
        method: 'POST',
        body: form,
      });
      toast.success(res.message);
      onImported();
    } catch (e) {
      const found = e instanceof ApiRequestError ? importProblems(e.fieldErrors) : [];
      setProblems(found);
      if (!found.length) toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="mt-3" aria-labelledby="marks-files-heading">
      <h2 id="marks-files-heading" className="h6">
        {t('files.title')}
      </h2>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <a className="btn btn-sm btn-outline-secondary" href={`${base}?${query}&format=csv`}>
          {t('files.csv')}
        </a>
        <a className="btn btn-sm btn-outline-secondary" href={`${base}?${query}&format=xlsx`}>
          {t('files.xlsx')}
        </a>
        <Form.Group controlId="marks-import-file" className="d-flex gap-2 align-items-center">
          <Form.Label className="small mb-0">{t('files.import')}</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            size="sm"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy || locked}
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void upload(file);
            }}
          />
        </Form.Group>
        {busy && <span className="small text-body-secondary">{t('files.importing')}</span>}
      </div>
      <Form.Text>{t('files.hint')}</Form.Text>
      {problems.length > 0 && (
        <Alert variant="danger" className="mt-2 mb-0">
          <p className="mb-1">{t('files.nothingSaved')}</p>
          <ul className="mb-0">
            {problems.map((p, i) => (
              <li key={i}>
                {'row' in p
                  ? t('files.cellProblem', { row: p.row, column: p.column, text: p.text })
                  : p.text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}
