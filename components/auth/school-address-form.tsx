'use client';
/**
 * On the provider's host, the login form signs in provider accounts only; school staff and
 * guardians sign in on their school's own address. This small form takes them there. Its words
 * come translated from the sign-in page's server part (the page ships no translation code).
 */
import { useState, type FormEvent } from 'react';

export type SchoolAddressText = {
  form: string;
  label: string;
  placeholder: string;
  go: string;
  invalid: string;
};

export function SchoolAddressForm({ text }: { text: SchoolAddressText }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function go(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod with it) loads only when the form is used: the sign-in page stays light.
    const { subdomainField } = await import('@/lib/api/modules/public-forms/schemas');
    const parsed = subdomainField.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? text.invalid);
      return;
    }
    const { protocol, host } = window.location;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- another host, not a page of this one
    window.location.assign(`${protocol}//${parsed.data}.${host}/authentication/login`);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void go(e)}
      className="mt-4 pt-3 border-top"
      aria-label={text.form}
    >
      <label className="form-label" htmlFor="school-address">
        {text.label}
      </label>
      <div className="input-group has-validation">
        <input
          id="school-address"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'school-address-problem' : undefined}
          autoCapitalize="none"
        />
        <button type="submit" className="btn btn-secondary">
          {text.go}
        </button>
        {error && (
          <div id="school-address-problem" className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    </form>
  );
}
