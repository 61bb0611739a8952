'use client';
/**
 * The ID card's template (a form over two layouts): its title, portrait or landscape, the
 * details it shows, and the last day it is valid.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { CARD_DETAILS, CARD_LAYOUTS, type CardDetail } from '@/lib/db/schema/certificates-values';
import type { Template } from './api';
import { TemplateField } from './template-field';
import { useTemplateForm } from './use-templates';
import { useCertificateWords } from './words';

export function IdCardTemplateForm({ template }: { template: Template }) {
  const t = useTranslations('certificates');
  const words = useCertificateWords();
  const { errors, submit: save, saving } = useTemplateForm();
  const [title, setTitle] = useState(template.title);
  const [layout, setLayout] = useState(template.layout ?? 'portrait');
  const [details, setDetails] = useState<string[]>(template.details ?? []);
  const [validUntil, setValidUntil] = useState(template.valid_until ?? '');
  const layoutWords = { portrait: t('idCards.portrait'), landscape: t('idCards.landscape') };
  const toggle = (d: CardDetail) =>
    setDetails((now) => (now.includes(d) ? now.filter((x) => x !== d) : [...now, d]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void save({ kind: 'id_card', title, layout, details, valid_until: validUntil || null });
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="card-template-heading">
      <h2 id="card-template-heading" className="h5">
        {t('idCards.template')}
      </h2>
      <TemplateField
        id="card-title"
        label={t('templates.titleField')}
        value={title}
        onChange={setTitle}
        error={errors.title}
      />
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('idCards.layout')}</legend>
        {CARD_LAYOUTS.map((l) => (
          <Form.Check
            key={l}
            inline
            type="radio"
            id={`card-layout-${l}`}
            name="card-layout"
            label={layoutWords[l]}
            checked={layout === l}
            onChange={() => setLayout(l)}
          />
        ))}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('idCards.details')}</legend>
        {CARD_DETAILS.map((d) => (
          <Form.Check
            key={d}
            type="checkbox"
            id={`card-detail-${d}`}
            label={words.detail(d)}
            checked={details.includes(d)}
            onChange={() => toggle(d)}
          />
        ))}
      </fieldset>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="card-valid-until">{t('idCards.validUntil')}</Form.Label>
        <DateInput
          id="card-valid-until"
          name="valid_until"
          value={validUntil}
          onChange={setValidUntil}
          isInvalid={Boolean(errors.valid_until)}
        />
        {errors.valid_until && <div className="invalid-feedback d-block">{errors.valid_until}</div>}
      </Form.Group>
      <Button type="submit" disabled={saving}>
        {t('templates.save')}
      </Button>
    </Form>
  );
}
