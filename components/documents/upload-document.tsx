'use client';
/**
 * Uploading a document for a student or a staff member: its type (the school's types for
 * that kind of person), its expiry date when the type has one, and the file (drag and drop,
 * file choice or the phone's camera). Size is checked here to spare a doomed upload; type and
 * size are checked again by the API, whose refusal is shown on its field.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { toast } from '@/components/ui/toast';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from '@/lib/api/modules/documents/schemas';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import type { DocumentOwner } from '@/lib/db/schema/documents-values';
import { FileDrop } from './file-drop';
import { documentTypesKey, fetchDocumentTypes, ownerDocumentsPath } from './queries';

type Problems = Partial<Record<'file' | 'document_type_id' | 'expires_on' | 'form', string>>;

export function UploadDocument(props: {
  owner: DocumentOwner;
  ownerId: number;
  onUploaded: () => void;
}) {
  const t = useTranslations('documents');
  const types = useQuery({
    queryKey: documentTypesKey(props.owner),
    queryFn: () => fetchDocumentTypes(props.owner),
  });
  const [typeId, setTypeId] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const chosenType = types.data?.find((d) => String(d.id) === typeId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!typeId) found.document_type_id = t('upload.chooseType');
    if (!file) found.file = t('upload.chooseFile');
    else if (file.size > MAX_DOCUMENT_BYTES) found.file = t('upload.tooLarge');
    if (chosenType?.has_expiry && !expiresOn) found.expires_on = t('upload.expiryNeeded');
    setProblems(found);
    if (Object.keys(found).length || !file) return;
    const body = new FormData();
    body.set('file', file);
    body.set('document_type_id', typeId);
    if (chosenType?.has_expiry) body.set('expires_on', expiresOn);
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>(
        ownerDocumentsPath(props.owner, props.ownerId),
        { method: 'POST', body },
      );
      toast.success(res.message);
      setFile(null);
      setTypeId('');
      setExpiresOn('');
      props.onUploaded();
    } catch (error) {
      if (error instanceof ApiRequestError)
        setProblems({
          file: error.fieldErrors.file,
          document_type_id: error.fieldErrors.document_type_id,
          expires_on: error.fieldErrors.expires_on,
          form: Object.keys(error.fieldErrors).length ? undefined : error.message,
        });
      else setProblems({ form: t('upload.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('upload.title')} className="border-top pt-3">
      <h3 className="h6">{t('upload.title')}</h3>
      <Form.Group className="mb-3" controlId={`document-type-${props.owner}`}>
        <Form.Label>{t('upload.type')}</Form.Label>
        <Form.Select
          value={typeId}
          isInvalid={Boolean(problems.document_type_id)}
          onChange={(e) => setTypeId(e.target.value)}
        >
          <option value="">{t('upload.chooseType')}</option>
          {(types.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{problems.document_type_id}</Form.Control.Feedback>
      </Form.Group>
      {chosenType?.has_expiry && (
        <Form.Group className="mb-3" controlId={`document-expiry-${props.owner}`}>
          <Form.Label>{t('upload.expiresOn')}</Form.Label>
          <DateInput
            value={expiresOn}
            onChange={setExpiresOn}
            isInvalid={Boolean(problems.expires_on)}
          />
          {problems.expires_on && (
            <div className="invalid-feedback d-block">{problems.expires_on}</div>
          )}
        </Form.Group>
      )}
      <FileDrop
        label={t('upload.file')}
        accept={DOCUMENT_ACCEPT}
        file={file}
        onChange={setFile}
        problem={problems.file}
        hint={t('upload.hint')}
        camera="environment"
      />
      {problems.form && (
        <p className="text-danger" role="alert">
          {problems.form}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('upload.uploading') : t('upload.submit')}
      </Button>
    </Form>
  );
}
