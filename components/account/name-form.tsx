'use client';
/** Changing one's full name (PUT /api/me), validated with the API's own schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import {
  updateAccountSchema,
  type UpdateAccountBody,
} from '@/lib/api/modules/identity/account-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { applyFieldErrors } from './field-errors';
import { useHydrated } from './use-hydrated';

export function NameForm({ fullName }: { fullName: string }) {
  const t = useTranslations('account');
  const hydrated = useHydrated();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateAccountBody>({
    resolver: zodResolver(updateAccountSchema),
    defaultValues: { full_name: fullName },
  });

  const save = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>('/api/me', {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      toast.success(res.message);
      router.refresh();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['full_name']))
        toast.error(error instanceof Error ? error.message : t('name.notSaved'));
    }
  });

  return (
    <Form noValidate method="post" onSubmit={save}>
      <Form.Group className="mb-3" controlId="account-full-name">
        <Form.Label>{t('name.label')}</Form.Label>
        <Form.Control
          {...register('full_name')}
          // In the server's HTML too: react-hook-form fills the field only once hydrated, and
          // until then the page showed an empty name (a test read it so on a busy machine).
          defaultValue={fullName}
          autoComplete="name"
          isInvalid={Boolean(errors.full_name)}
          aria-describedby={errors.full_name ? 'account-full-name-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="account-full-name-error">
          {errors.full_name?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('name.saving') : t('name.save')}
      </Button>
    </Form>
  );
}
