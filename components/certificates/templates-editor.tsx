'use client';
/**
 * The certificates' templates (a form per kind, not a free editor): title, text with named
 * placeholders (listed under the field), signatory. Saving shows the API's message; a text
 * naming a placeholder that does not exist is refused with its name.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_PLACEHOLDERS,
  type CertificateKind,
} from '@/lib/db/schema/certificates-values';
import type { Template } from './api';
import { TemplateField } from './template-field';
import { useTemplateForm, useTemplates } from './use-templates';
import { useCertificateWords } from './words';

function TemplateForm({ template }: { template: Template }) {
  const t = useTranslations('certificates');
  const { errors, submit: save, saving } = useTemplateForm();
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const [signatory, setSignatory] = useState(template.signatory);
  const id = (field: string) => `template-${template.kind}-${field}`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void save({ kind: template.kind, title, body, signatory });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid={`template-${template.kind}`}>
      {!template.saved && <p className="small text-body-secondary">{t('templates.default')}</p>}
      <TemplateField
        id={id('title')}
        label={t('templates.titleField')}
        value={title}
        onChange={setTitle}
        error={errors.title}
      />
      <TemplateField
        id={id('body')}
        label={t('templates.body')}
        rows={5}
        value={body}
        onChange={setBody}
        error={errors.body}
        hint={t('templates.placeholders', {
          names: CERTIFICATE_PLACEHOLDERS.map((p) => `{${p}}`).join(' '),
        })}
      />
      <TemplateField
        id={id('signatory')}
        label={t('templates.signatory')}
        value={signatory}
        onChange={setSignatory}
        error={errors.signatory}
      />
      <Button type="submit" disabled={saving}>
        {t('templates.save')}
      </Button>
    </Form>
  );
}

export function TemplatesEditor() {
  const t = useTranslations('certificates');
  const words = useCertificateWords();
  const { data } = useTemplates();
  const [kind, setKind] = useState<CertificateKind>('bonafide');
  const template = data?.find((x) => x.kind === kind);
  return (
    <section aria-labelledby="templates-heading" className="mt-4 no-print">
      <h2 id="templates-heading" className="h5">
        {t('templates.title')}
      </h2>
      <Form.Group className="mb-3" controlId="template-kind" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t('list.kind')}</Form.Label>
        <Form.Select value={kind} onChange={(e) => setKind(e.target.value as CertificateKind)}>
          {CERTIFICATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {words.kind(k)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {/* Keyed by kind and saved state: a form starts again from what the API holds. */}
      {template && <TemplateForm key={`${kind}-${String(template.saved)}`} template={template} />}
    </section>
  );
}
