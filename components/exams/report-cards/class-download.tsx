'use client';
/**
 * A class-section's report cards as one PDF, downloaded with a progress bar (pages arrived of
 * the pages the answer announced), as the ID cards are (components/certificates).
 */
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PdfDownloadStatus } from '@/components/ui/pdf-download-status';
import { useTranslations } from 'use-intl';
import { fetchPdfWithProgress } from '@/components/certificates/download-progress';

type Progress = { done: number; total: number };

export function ClassDownload({ exam, section }: { exam: string; section: string }) {
  const t = useTranslations('exams-results');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [file, setFile] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file)), [file]);
  const download = async () => {
    setFailed(null);
    setFile(null);
    try {
      const blob = await fetchPdfWithProgress(
        `/api/report-cards.pdf?exam_id=${exam}&class_section_id=${section}`,
        (done, total) => setProgress({ done, total }),
      );
      const url = URL.createObjectURL(blob);
      setFile(url);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'report-cards.pdf';
      a.click();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '');
      setProgress(null);
    }
  };
  const busy = progress !== null && file === null && failed === null;
  return (
    <div className="mb-4">
      <Button onClick={() => void download()} disabled={busy}>
        {t('cards.classPdf')}
      </Button>
      <PdfDownloadStatus
        progress={progress}
        file={file}
        failed={failed}
        fileName="report-cards.pdf"
        testIdPrefix="report-cards"
        words={{
          progress: progress ? t('cards.progress', progress) : '',
          done: t('cards.done', { total: progress?.total ?? 0 }),
          link: t('cards.classPdf'),
          failed: t('cards.failed'),
        }}
      />
    </div>
  );
}
