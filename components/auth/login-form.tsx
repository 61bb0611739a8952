'use client';
/**
 * The sign-in form. The BFF keeps the token in its cookie; the browser keeps only what SPEC §4
 * names (school code, subdomain, user) and then loads the landing page in full.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, bind } from '@/components/forms/form-field';
import { showApiError } from '@/components/forms/api-errors';
import { apiFetch } from '@/lib/client/api-fetch';
import { landingPath } from '@/lib/routes/public-paths';
import { rememberSignIn, type SignedIn } from './stored-session';

// The rules of the API's loginSchema (lib/api/modules/auth/routes.ts, a server-only module).
const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'The e-mail is required.')
    .pipe(z.email('The e-mail must be a valid e-mail address.')),
  password: z.string().min(1, 'The password is required.').max(1024),
});

const FIELDS = ['email', 'password'] as const;

/** The provider's console on the bare host (docs/ARCHITECTURE.md: HOST/provider). */
const PROVIDER_LANDING = '/provider';

export function LoginForm({
  subdomain,
  returnTo,
}: {
  subdomain: string | null;
  returnTo: string | null;
}) {
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting, isSubmitSuccessful },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await apiFetch<{ data: SignedIn }>('/api/login', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      rememberSignIn(data, subdomain);
      const landing = data.school_code ? landingPath(data.user.roles) : PROVIDER_LANDING;
      // A full load, so the shell starts from the new session with nothing cached.
      window.location.assign(returnTo ?? landing);
    } catch (error) {
      showApiError(error, setError, FIELDS);
      throw error;
    }
  });

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <Form noValidate onSubmit={(e) => onSubmit(e).catch(() => undefined)} aria-label="Sign in">
      <FormField label="E-mail" type="email" autoComplete="username" {...bind(form, 'email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...bind(form, 'password')}
      />
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}
