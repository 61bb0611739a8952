/**
 * The token in a printed paper's verification URL (its QR code: receipts, certificates, ID
 * cards): the row's id and an HMAC-SHA256 of (purpose, school, id) under a key of this
 * deployment, so nobody can make a valid URL for a paper they do not hold, nor walk through
 * papers by counting ids, and a token copied onto another school's address verifies nothing
 * there. Each paper's key is derived (HKDF) from the same deployment secret the backups are
 * signed with (backup/signing.ts: BACKUP_SIGNING_SECRET, else SESSION_SECRET) under its own
 * purpose, so the session secret is never a key for two things and a deployment that keeps
 * BACKUP_SIGNING_SECRET through a rotation keeps its printed papers verifiable too.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 22 base64url characters: 132 bits of the HMAC, beyond any guessing, short enough for a QR code. */
const SIGNATURE_LENGTH = 22;

/** The deployment's secrets, as backup/signing.ts reads them. */
export type Secrets = { backupSigningSecret?: string; sessionSecret?: string };

export function verificationKeyOf(secrets: Secrets, keyInfo: string): Buffer {
  const secret = secrets.backupSigningSecret ?? secrets.sessionSecret;
  if (!secret) throw new Error('Papers are signed with a deployment secret: set SESSION_SECRET.');
  return Buffer.from(hkdfSync('sha256', secret, 'schola', keyInfo, 32));
}

function signature(key: Buffer, label: string, schoolId: number, id: number): string {
  return createHmac('sha256', key)
    .update(`${label}:${schoolId}:${id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** The token of a school's row: `<id>.<signature>`. */
export function signedIdToken(key: Buffer, label: string, schoolId: number, id: number): string {
  return `${id}.${signature(key, label, schoolId, id)}`;
}

/** The row a token names, if this deployment signed it for this school; else null. */
export function idOfSignedToken(
  key: Buffer,
  label: string,
  schoolId: number,
  token: string,
): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const expected = Buffer.from(signature(key, label, schoolId, id));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The public page a paper's QR code opens, on the school's own address (`page`: "receipt"). */
export function verificationUrl(
  config: { appProtocol?: 'http' | 'https'; appHost: string; nodeEnv?: string },
  subdomain: string,
  page: string,
  token: string,
): string {
  const scheme = config.appProtocol ?? (config.nodeEnv === 'production' ? 'https' : 'http');
  return `${scheme}://${subdomain}.${config.appHost}/verify/${page}/${token}`;
}

/** "Aisha Al-Harbi" → "A. A.": the first letter of each part of the name, whatever the script. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/u)
    .filter(Boolean)
    .map((part) => `${Array.from(part)[0] ?? ''}.`)
    .join(' ');
}
