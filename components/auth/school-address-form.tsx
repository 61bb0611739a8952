'use client';
/**
 * On the provider's host, the login form signs in provider accounts only; school staff and
 * guardians sign in on their school's own address. This small form takes them there.
 */
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { subdomainField } from '@/lib/api/modules/public-forms/schemas';

export function SchoolAddressForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function go(event: FormEvent) {
    event.preventDefault();
    const parsed = subdomainField.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'The school address is not valid.');
      return;
    }
    const { protocol, host } = window.location;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- another host, not a page of this one
    window.location.assign(`${protocol}//${parsed.data}.${host}/authentication/login`);
  }

  return (
    <Form noValidate onSubmit={go} className="mt-4 pt-3 border-top" aria-label="Go to your school">
      <Form.Label htmlFor="school-address">
        School staff and guardians sign in on their school’s own address:
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="school-address"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="your school’s address name, e.g. riverside"
          isInvalid={Boolean(error)}
          autoCapitalize="none"
        />
        <Button type="submit" variant="secondary">
          Go
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
