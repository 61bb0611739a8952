'use client';
/** Asks for an e-mail and shows the API's answer, which is the same whether or not it is known. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { postingTo } from '@/components/forms/post-form';
import { forgotPasswordSchema } from '@/lib/api/modules/auth/password-reset-schemas';

export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(postingTo('/api/password/forgot', setError, ['email'], setAnswer));

  if (answer)
    return (
      <Alert variant="success" role="status">
        {answer}
      </Alert>
    );
  return (
    <Form noValidate method="post" onSubmit={onSubmit} aria-label={t('forgot.form')}>
      <FormField label={t('email')} type="email" autoComplete="email" {...bind(form, 'email')} />
      <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
        {isSubmitting ? t('forgot.sending') : t('forgot.send')}
      </Button>
    </Form>
  );
}
