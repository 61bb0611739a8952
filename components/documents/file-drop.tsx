'use client';
/**
 * Choosing a file to upload, three ways: drop it on the box (drag and drop), choose it with
 * the file input, or, on a phone, take it with the camera (a second input with `capture`,
 * which opens the camera app directly; a desktop browser treats it as a plain file choice).
 * The parent keeps the chosen file and checks it; the API checks the bytes again.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';

type Props = {
  label: string;
  /** The MIME types offered by the file input (the API decides by the bytes). */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A problem to show under the field (too large, wrong type, the API's refusal). */
  problem?: string;
  hint?: string;
  /** Offer the phone's camera: `environment` (back camera, a document) or `user` (a selfie). */
  camera?: 'environment' | 'user';
};

export function FileDrop({ label, accept, file, onChange, problem, hint, camera }: Props) {
  const t = useTranslations('documents');
  const id = useId();
  const cameraInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files?.[0];
    if (dropped) onChange(dropped);
  };
  return (
    <Form.Group className="mb-3" controlId={`${id}-file`}>
      <Form.Label>{label}</Form.Label>
      <div
        className={`file-drop rounded border border-2 p-3 ${over ? 'border-primary bg-body-secondary' : 'border-dashed'}`}
        style={{ borderStyle: 'dashed' }}
        data-testid="file-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className="mb-2 text-body-secondary">{t('upload.dropHere')}</p>
        <Form.Control
          type="file"
          accept={accept}
          isInvalid={Boolean(problem)}
          aria-describedby={`${id}-hint ${id}-problem`}
          onChange={(e) => onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        {camera && (
          <>
            <Button
              variant="outline-secondary"
              size="sm"
              className="mt-2"
              onClick={() => cameraInput.current?.click()}
            >
              {t('upload.camera')}
            </Button>
            <input
              ref={cameraInput}
              type="file"
              accept="image/*"
              capture={camera}
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            />
          </>
        )}
        {file && (
          <p className="mb-0 mt-2 small" aria-live="polite">
            {t('upload.chosen', { name: file.name })}
          </p>
        )}
        <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
          {problem}
        </Form.Control.Feedback>
      </div>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
