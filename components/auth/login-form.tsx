'use client';
/**
 * The sign-in form. The BFF keeps the token in its cookie; the browser keeps only what SPEC §4
 * names (school code, subdomain, user) and then loads the landing page in full. Plain inputs
 * and a plain function for the checks, so the sign-in page stays light (issue 10).
 * Before hydration (or without JavaScript) the browser submits it itself: method="post" to the
 * server fallback (SIGN_IN_FORM_ACTION), so the password never lands in a URL.
 */
import { useState, type FormEvent } from 'react';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { pathAfterSignIn, SIGN_IN_FORM_ACTION } from '@/lib/routes/sign-in-form';
import {
  loginProblems,
  type LoginMessages,
  type LoginProblems,
  type LoginValues,
} from './login-rules';
import { rememberSignIn, type SignedIn } from './stored-session';

const FIELDS = ['email', 'password'] as const;

/** The form's words in the page's language (translated by the server, login-screen.tsx). */
export type LoginText = LoginMessages & {
  signIn: string;
  signingIn: string;
  email: string;
  password: string;
  signInFailed: string;
};

export function LoginForm({
  text,
  subdomain,
  returnTo,
  earlier,
}: {
  text: LoginText;
  subdomain: string | null;
  returnTo: string | null;
  /** Why the last submit without JavaScript failed (lib/session/sign-in-failure.ts). */
  earlier?: { message: string; email: string; fields: LoginProblems };
}) {
  const [problems, setProblems] = useState<LoginProblems>(earlier?.fields ?? {});
  const [failure, setFailure] = useState<string | null>(
    earlier && !FIELDS.some((f) => earlier.fields[f]) ? earlier.message : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: LoginValues = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = loginProblems(values, text);
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
      // A full load, so the shell starts from the new session with nothing cached.
      window.location.assign(pathAfterSignIn(signedIn, returnTo));
    } catch (error) {
      setBusy(false);
      const fields =
        error instanceof ApiRequestError && error.status === 422 ? error.fieldErrors : {};
      const onFields = FIELDS.filter((f) => fields[f]);
      if (onFields.length) setProblems(Object.fromEntries(onFields.map((f) => [f, fields[f]])));
      else setFailure(error instanceof Error ? error.message : text.signInFailed);
    }
  }

  return (
    <form
      method="post"
      action={SIGN_IN_FORM_ACTION}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={text.signIn}
    >
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <Field
        name="email"
        label={text.email}
        type="email"
        autoComplete="username"
        defaultValue={earlier?.email}
        problem={problems.email}
      />
      <Field
        name="password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        problem={problems.password}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? text.signingIn : text.signIn}
      </button>
    </form>
  );
}

function Field({
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  problem,
}: {
  name: keyof LoginValues;
  label: string;
  type: string;
  autoComplete: string;
  defaultValue?: string;
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
        defaultValue={defaultValue}
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
