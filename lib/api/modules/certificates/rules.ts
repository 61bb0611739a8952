/**
 * The certificates' rules, pure: filling a body's {placeholders}, which placeholders a body
 * names that the school cannot fill, and what a transfer certificate needs.
 */
import {
  CERTIFICATE_PLACEHOLDERS,
  type CertificateKind,
  type CertificatePlaceholder,
} from '../../../db/schema/certificates-values';

export type PlaceholderValues = Partial<Record<CertificatePlaceholder, string>>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The body with each known {placeholder} replaced; an unknown one is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as CertificatePlaceholder] ?? '')
      : whole,
  );
}

/** The {names} a body uses that are not placeholders (a typo the school should see on saving). */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  return [
    ...new Set(names.filter((n) => !(CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(n))),
  ];
}

/** The fields a certificate of this kind must carry besides the student (a transfer: when and why). */
export function missingForKind(
  kind: CertificateKind,
  body: { reason?: string | null; leaving_date?: string | null },
): ('reason' | 'leaving_date')[] {
  if (kind !== 'transfer') return [];
  const missing: ('reason' | 'leaving_date')[] = [];
  if (!body.leaving_date) missing.push('leaving_date');
  if (!body.reason?.trim()) missing.push('reason');
  return missing;
}
