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
import { FormField } from '@/components/forms/form-field';
import { showApiError } from '@/components/forms/api-errors';
import { apiFetch } from '@/lib/client/api-fetch';
import { partnerApplicationSchema } from '@/lib/api/modules/public-forms/schemas';

const FIELDS = ['full_name', 'organisation', 'email', 'phone', 'region', 'message'] as const;

export function PartnerApplicationForm() {
  const [thanks, setThanks] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>('/api/partner-applications', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      setThanks(res.message);
    } catch (error) {
      showApiError(error, setError, FIELDS);
    }
  });

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
          <FormField
            label="Your name"
            registration={register('full_name')}
            error={errors.full_name?.message}
            autoComplete="name"
          />
        </Col>
        <Col md={6}>
          <FormField
            label="Organisation"
            registration={register('organisation')}
            error={errors.organisation?.message}
            autoComplete="organization"
          />
        </Col>
        <Col md={6}>
          <FormField
            label="E-mail"
            type="email"
            registration={register('email')}
            error={errors.email?.message}
            autoComplete="email"
          />
        </Col>
        <Col md={6}>
          <FormField
            label="Phone"
            type="tel"
            registration={register('phone')}
            error={errors.phone?.message}
            autoComplete="tel"
          />
        </Col>
      </Row>
      <FormField
        label="Region"
        registration={register('region')}
        error={errors.region?.message}
        hint="The towns, districts or countries where you work with schools."
      />
      <FormField
        label="Message"
        rows={5}
        registration={register('message')}
        error={errors.message?.message}
        hint="What you do today, which schools you work with, and how you would like to work with us."
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send application'}
      </Button>
    </Form>
  );
}
