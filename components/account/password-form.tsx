'use client';
/** Changing one's password (PUT /api/me/password); the API signs out the user's other sessions. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import {
  MIN_PASSWORD_LENGTH,
  changePasswordSchema,
  type ChangePasswordBody,
} from '@/lib/api/modules/identity/account-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { applyFieldErrors } from './field-errors';
import { useHydrated } from './use-hydrated';

const FIELDS: { name: Path<ChangePasswordBody>; autoComplete: string }[] = [
  { name: 'current_password', autoComplete: 'current-password' },
  { name: 'new_password', autoComplete: 'new-password' },
  { name: 'new_password_confirmation', autoComplete: 'new-password' },
];

export function PasswordForm() {
  const t = useTranslations('account');
  const labels: Record<Path<ChangePasswordBody>, string> = {
    current_password: t('password.current'),
    new_password: t('password.new'),
    new_password_confirmation: t('password.repeat'),
  };
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
  });

  const save = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>('/api/me/password', {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      toast.success(res.message);
      reset();
    } catch (error) {
      if (
        !applyFieldErrors(
          error,
          setError,
          FIELDS.map((f) => f.name),
        )
      )
        toast.error(error instanceof Error ? error.message : t('password.notChanged'));
    }
  });

  return (
    <Form noValidate method="post" onSubmit={save}>
      {FIELDS.map((field) => (
        <Form.Group className="mb-3" controlId={`account-${field.name}`} key={field.name}>
          <Form.Label>{labels[field.name]}</Form.Label>
          <Form.Control
            type="password"
            {...register(field.name)}
            autoComplete={field.autoComplete}
            isInvalid={Boolean(errors[field.name])}
            aria-describedby={`account-${field.name}-error`}
          />
          <Form.Control.Feedback type="invalid" id={`account-${field.name}-error`}>
            {errors[field.name]?.message}
          </Form.Control.Feedback>
        </Form.Group>
      ))}
      <p className="small text-body-secondary">
        {t('password.rules', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('password.changing') : t('password.change')}
      </Button>
    </Form>
  );
}
