'use client';
/**
 * Sets a new password from the token in the reset link. A used or expired link is not a field
 * the user can fix, so it is shown as its own message with a way to ask for a new link.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { postingTo } from '@/components/forms/post-form';
import { clearStoredSession } from '@/lib/client/api-fetch';
import {
  MIN_PASSWORD_LENGTH,
  resetPasswordSchema,
} from '@/lib/api/modules/auth/password-reset-schemas';

const FIELDS = ['token', 'password', 'password_confirmation'] as const;

export function CreatePasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    postingTo('/api/password/reset', setError, FIELDS, (message) => {
      // Every session of the account was just revoked; forget this browser's copy too.
      clearStoredSession();
      setDone(message);
    }),
  );

  if (done)
    return (
      <Alert variant="success" role="status">
        <p>{done}</p>
        <Link href="/authentication/login" className="btn btn-primary">
          {t('signIn')}
        </Link>
      </Alert>
    );
  return (
    <Form noValidate method="post" onSubmit={onSubmit} aria-label={t('createPassword.title')}>
      {errors.token?.message && (
        <Alert variant="danger" role="alert">
          {t.rich('createPassword.tokenProblem', {
            problem: errors.token.message,
            link: (chunks) => <Link href="/authentication/forget-pwd">{chunks}</Link>,
          })}
        </Alert>
      )}
      <input type="hidden" {...form.register('token')} />
      <FormField
        label={t('createPassword.new')}
        type="password"
        autoComplete="new-password"
        {...bind(form, 'password')}
        hint={t('createPassword.hint', { min: MIN_PASSWORD_LENGTH })}
      />
      <FormField
        label={t('createPassword.confirm')}
        type="password"
        autoComplete="new-password"
        {...bind(form, 'password_confirmation')}
      />
      <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
        {isSubmitting ? t('createPassword.saving') : t('createPassword.save')}
      </Button>
    </Form>
  );
}
