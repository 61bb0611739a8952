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
import { FormField, bind } from '@/components/forms/form-field';
import { postingTo } from '@/components/forms/post-form';
import { partnerApplicationSchema } from '@/lib/api/modules/public-forms/schemas';

const FIELDS = ['full_name', 'organisation', 'email', 'phone', 'region', 'message'] as const;

export function PartnerApplicationForm() {
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
          Application received
        </Alert.Heading>
        {thanks}
      </Alert>
    );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Partner application">
      <Row>
        <Col md={6}>
          <FormField label="Your name" {...bind(form, 'full_name')} autoComplete="name" />
        </Col>
        <Col md={6}>
          <FormField
            label="Organisation"
            {...bind(form, 'organisation')}
            autoComplete="organization"
          />
        </Col>
        <Col md={6}>
          <FormField label="E-mail" type="email" {...bind(form, 'email')} autoComplete="email" />
        </Col>
        <Col md={6}>
          <FormField label="Phone" type="tel" {...bind(form, 'phone')} autoComplete="tel" />
        </Col>
      </Row>
      <FormField
        label="Region"
        {...bind(form, 'region')}
        hint="The towns, districts or countries where you work with schools."
      />
      <FormField
        label="Message"
        rows={5}
        {...bind(form, 'message')}
        hint="What you do today, which schools you work with, and how you would like to work with us."
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send application'}
      </Button>
    </Form>
  );
}
