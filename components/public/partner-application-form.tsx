'use client';
/** "Become an associate": the partner application form, validated with the API's own schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { postingTo } from '@/components/forms/post-form';
import { partnerApplicationSchema } from '@/lib/api/modules/public-forms/schemas';

const FIELDS = ['full_name', 'organisation', 'email', 'phone', 'region', 'message'] as const;

export function PartnerApplicationForm() {
  const t = useTranslations('public');
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(partnerApplicationSchema),
    defaultValues: {
      full_name: '',
      organisation: '',
      email: '',
      phone: '',
      region: '',
      message: '',
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    postingTo('/api/partner-applications', setError, FIELDS, setThanks),
  );

  if (thanks)
    return (
      <Alert variant="success" role="status">
        <Alert.Heading as="h2" className="h5">
          {t('form.received')}
        </Alert.Heading>
        {thanks}
      </Alert>
    );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      <Row>
        <Col md={6}>
          <FormField label={t('form.fullName')} {...bind(form, 'full_name')} autoComplete="name" />
        </Col>
        <Col md={6}>
          <FormField
            label={t('form.organisation')}
            {...bind(form, 'organisation')}
            autoComplete="organization"
          />
        </Col>
        <Col md={6}>
          <FormField
            label={t('form.email')}
            type="email"
            {...bind(form, 'email')}
            autoComplete="email"
          />
        </Col>
        <Col md={6}>
          <FormField
            label={t('form.phone')}
            type="tel"
            {...bind(form, 'phone')}
            autoComplete="tel"
          />
        </Col>
      </Row>
      <FormField label={t('form.region')} {...bind(form, 'region')} hint={t('form.regionHint')} />
      <FormField
        label={t('form.message')}
        rows={5}
        {...bind(form, 'message')}
        hint={t('form.messageHint')}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('form.send')}
      </Button>
    </Form>
  );
}
