'use client';
/**
 * What the fee screens share: choices from the meta data, a money input in the school's
 * currency (typed as decimals, sent as integer minor units via lib/money), the API's field
 * messages under a control, and a JSON post that answers the envelope.
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useMetaData } from '@/components/shell/use-meta-data';
import type { Option } from '@/components/ui/fields';
import { useSchoolFormat } from '@/components/ui/school-format';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { parseMoney, toDecimalString } from '@/lib/money';

type FeesMeta = 'feesType' | 'classes' | 'class_section' | 'session_year_all';

export function useFeeOptions(list: FeesMeta): Option[] {
  const { data } = useMetaData();
  const items = (data?.[list] as { id: number; name: string }[] | undefined) ?? [];
  return items.map((item) => ({ value: item.id, label: item.name }));
}

export type FieldErrors = Record<string, string>;

/** The 422's field messages of a failed request, or a general message under `_`. */
export function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiRequestError) {
    const data = error.data as { errors?: FieldErrors } | null;
    return data?.errors ?? { _: error.message };
  }
  return { _: error instanceof Error ? error.message : 'Something went wrong.' };
}

/** The first message of a failed request, for a toast. */
export function firstErrorOf(error: unknown): string {
  return Object.values(errorsOf(error))[0] ?? 'Something went wrong.';
}

export function postJson<T>(path: string, body: unknown) {
  return apiFetch<{ data: T; message: string }>(path, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** A money amount typed in the school's currency: `minor` is null until the text is a valid amount. */
export function useMoneyInput(initialMinor?: number) {
  const format = useSchoolFormat();
  const [text, setText] = useState(
    initialMinor === undefined ? '' : toDecimalString(initialMinor, format.currency),
  );
  const parsed = text.trim() ? parseMoney(text, format.currency, format.currencySymbol) : null;
  return {
    text,
    setText,
    setMinor: (minor: number) => setText(toDecimalString(minor, format.currency)),
    minor: parsed?.ok ? parsed.minor : null,
    problem: parsed && !parsed.ok ? parsed.error : null,
  };
}

export function MoneyField(props: {
  id: string;
  label: string;
  input: ReturnType<typeof useMoneyInput>;
  error?: string;
}) {
  const format = useSchoolFormat();
  const message = props.error ?? props.input.problem ?? undefined;
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>
        {props.label} ({format.currency})
      </Form.Label>
      <Form.Control
        inputMode="decimal"
        value={props.input.text}
        onChange={(e) => props.input.setText(e.target.value)}
        isInvalid={Boolean(message)}
      />
      <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A message from the API under a control (or the form's general one). */
export function FieldError({ errors, name }: { errors: FieldErrors; name: string }) {
  return errors[name] ? (
    <div className="invalid-feedback d-block" role="alert">
      {errors[name]}
    </div>
  ) : null;
}
