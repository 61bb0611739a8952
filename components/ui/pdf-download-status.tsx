'use client';
/**
 * The state of a PDF built on the server with progress (ID cards, report cards): the bar while
 * pages come, the link once the file is whole, the reason when it failed. The words are the
 * screen's own.
 */
import Alert from 'react-bootstrap/Alert';
import ProgressBar from 'react-bootstrap/ProgressBar';

type Progress = { done: number; total: number };

export function PdfDownloadStatus({
  progress,
  file,
  failed,
  fileName,
  testIdPrefix,
  words,
}: {
  progress: Progress | null;
  file: string | null;
  failed: string | null;
  fileName: string;
  testIdPrefix: string;
  words: { progress: string; done: string; link: string; failed: string };
}) {
  return (
    <>
      {progress && (
        <div className="mt-3" data-testid={`${testIdPrefix}-progress`}>
          <ProgressBar
            now={progress.total ? (progress.done / progress.total) * 100 : 0}
            label={words.progress}
            aria-label={words.progress}
          />
        </div>
      )}
      {file && progress && (
        <Alert variant="success" className="mt-3" data-testid={`${testIdPrefix}-ready`}>
          {words.done}{' '}
          <a href={file} download={fileName}>
            {words.link}
          </a>
        </Alert>
      )}
      {failed !== null && (
        <Alert variant="danger" className="mt-3">
          {words.failed} {failed}
        </Alert>
      )}
    </>
  );
}
