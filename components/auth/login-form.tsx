'use client';
/**
 * The sign-in form. The BFF keeps the token in its cookie; the browser keeps only what SPEC §4
 * names (school code, subdomain, user) and then loads the landing page in full. Plain inputs
 * and a plain function for the checks, so the sign-in page stays light (issue 10).
 */
import { useState, type FormEvent } from 'react';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { landingPath } from '@/lib/routes/public-paths';
import { loginProblems, type LoginProblems, type LoginValues } from './login-rules';
import { rememberSignIn, type SignedIn } from './stored-session';

/** The provider's console on the bare host (docs/ARCHITECTURE.md: HOST/provider). */
const PROVIDER_LANDING = '/provider';
const FIELDS = ['email', 'password'] as const;

export function LoginForm({
  subdomain,
  returnTo,
}: {
  subdomain: string | null;
  returnTo: string | null;
}) {
  const [problems, setProblems] = useState<LoginProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: LoginValues = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = loginProblems(values);
    setProblems(found);
    setFailure(null);
    const firstBad = FIELDS.find((f) => found[f]);
    if (firstBad) {
      document.getElementById(`field-${firstBad}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data: signedIn } = await apiFetch<{ data: SignedIn }>('/api/login', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      rememberSignIn(signedIn, subdomain);
      const landing = signedIn.school_code ? landingPath(signedIn.user.roles) : PROVIDER_LANDING;
      // A full load, so the shell starts from the new session with nothing cached.
      window.location.assign(returnTo ?? landing);
    } catch (error) {
      setBusy(false);
      const fields =
        error instanceof ApiRequestError && error.status === 422 ? error.fieldErrors : {};
      const onFields = FIELDS.filter((f) => fields[f]);
      if (onFields.length) setProblems(Object.fromEntries(onFields.map((f) => [f, fields[f]])));
      else
        setFailure(error instanceof Error ? error.message : 'Signing in failed. Please try again.');
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Sign in">
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        problem={problems.email}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        problem={problems.password}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

function Field({
  name,
  label,
  type,
  autoComplete,
  problem,
}: {
  name: keyof LoginValues;
  label: string;
  type: string;
  autoComplete: string;
  problem?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback">
          {problem}
        </div>
      )}
    </div>
  );
}
