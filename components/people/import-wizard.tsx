'use client';
/**
 * Bulk import of students or teachers: templates to download (CSV, XLSX), upload of either,
 * a preview listing every error by row and column (nothing written), re-upload after a fix,
 * then the commit with progress.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { ImportCommit } from './import-commit';
import { ImportErrors, type ImportError } from './import-errors';
import { ImportRows } from './import-rows';

type Kind = 'students' | 'teachers';
type Preview = {
  id: number;
  status: 'invalid' | 'staged';
  file_name: string;
  total_rows: number;
  to_create: number;
  skipped_rows: number;
  errors: ImportError[];
};

export function ImportWizard({ kind }: { kind: Kind }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTranslations('people');

  const check = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (!file) return setProblem(t('import.chooseFile'));
    setBusy(true);
    setPreview(null);
    try {
      const body = new FormData();
      body.set('file', file);
      const res = await apiFetch<{ data: Preview }>(`/api/imports/${kind}`, {
        method: 'POST',
        body,
      });
      setPreview(res.data);
      setFile(null);
      setFileKey((k) => k + 1);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.fieldErrors.file : undefined;
      setProblem(field ?? (error instanceof Error ? error.message : t('import.notRead')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('import.step1')}
          </Card.Title>
          <p>
            {kind === 'students' ? t('import.rowPerStudent') : t('import.rowPerTeacher')}{' '}
            {kind === 'students' ? t('import.examplesStudents') : t('import.examplesTeachers')}
          </p>
          <div className="d-flex gap-2">
            <a
              className="btn btn-outline-primary"
              href={`/api/imports/${kind}/template?format=csv`}
              download
            >
              {t('import.csvTemplate')}
            </a>
            <a
              className="btn btn-outline-primary"
              href={`/api/imports/${kind}/template?format=xlsx`}
              download
            >
              {t('import.xlsxTemplate')}
            </a>
          </div>
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('import.step2')}
          </Card.Title>
          <Form noValidate onSubmit={check}>
            <Form.Group className="mb-3" controlId="import-file">
              <Form.Label>{t('import.file')}</Form.Label>
              <Form.Control
                key={fileKey}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                isInvalid={Boolean(problem)}
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
              />
              <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
              <Form.Text muted>{t('import.nothingWritten')}</Form.Text>
            </Form.Group>
            <Button type="submit" disabled={busy}>
              {busy ? t('import.checking') : t('import.check')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
      {preview && (
        <Card as="section" className="mb-4" aria-labelledby="import-preview-title">
          <Card.Body>
            <Card.Title as="h2" id="import-preview-title" className="h5">
              {t('import.step3', { file: preview.file_name })}
            </Card.Title>
            {preview.status === 'invalid' ? (
              <>
                <Alert variant="danger">
                  {t('import.invalid', {
                    count: preview.errors.length,
                    rows: preview.total_rows,
                  })}
                </Alert>
                <ImportErrors errors={preview.errors} />
              </>
            ) : (
              <>
                <Alert variant="info">
                  {t('import.staged', {
                    rows: preview.total_rows,
                    create: preview.to_create,
                    skipped: preview.skipped_rows,
                  })}
                </Alert>
                <ImportRows key={`rows-${preview.id}`} batchId={preview.id} kind={kind} />
                <ImportCommit key={preview.id} batchId={preview.id} toCreate={preview.to_create} />
              </>
            )}
          </Card.Body>
        </Card>
      )}
    </>
  );
}
