/**
 * The token in a receipt's verification URL (its QR code): the payment's id and an HMAC-SHA256
 * of (school, payment) under a key of this deployment, so nobody can make a valid URL for a
 * receipt they do not hold, nor walk through receipts by counting ids, and a token copied onto
 * another school's address verifies nothing there. The key is derived (HKDF) from the same
 * deployment secret the backups are signed with (backup/signing.ts: BACKUP_SIGNING_SECRET, else
 * SESSION_SECRET) under its own purpose, so the session secret is never a key for two things
 * and a deployment that keeps BACKUP_SIGNING_SECRET through a rotation keeps its printed receipts
 * verifiable too.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Changing it makes every printed receipt's QR code unverifiable: it names the purpose and version. */
const KEY_INFO = 'schola receipt verification v1';
/** 22 base64url characters: 132 bits of the HMAC, beyond any guessing, short enough for a QR code. */
const SIGNATURE_LENGTH = 22;

/** The deployment's secrets, as backup/signing.ts reads them. */
type Secrets = { backupSigningSecret?: string; sessionSecret?: string };

export function receiptKeyOf(secrets: Secrets): Buffer {
  const secret = secrets.backupSigningSecret ?? secrets.sessionSecret;
  if (!secret) throw new Error('Receipts are signed with a deployment secret: set SESSION_SECRET.');
  return Buffer.from(hkdfSync('sha256', secret, 'schola', KEY_INFO, 32));
}

function signature(key: Buffer, schoolId: number, paymentId: number): string {
  return createHmac('sha256', key)
    .update(`receipt:${schoolId}:${paymentId}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** The token of a school's payment: `<payment id>.<signature>`. */
export function receiptToken(key: Buffer, schoolId: number, paymentId: number): string {
  return `${paymentId}.${signature(key, schoolId, paymentId)}`;
}

/** The payment a token names, if this deployment signed it for this school; else null. */
export function paymentOfToken(key: Buffer, schoolId: number, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const paymentId = Number(match[1]);
  if (paymentId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(key, schoolId, paymentId));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? paymentId : null;
}

/** The public page a receipt's QR code opens, on the school's own address. */
export function receiptVerificationUrl(
  config: { appProtocol?: 'http' | 'https'; appHost: string; nodeEnv?: string },
  subdomain: string,
  token: string,
): string {
  const scheme = config.appProtocol ?? (config.nodeEnv === 'production' ? 'https' : 'http');
  return `${scheme}://${subdomain}.${config.appHost}/verify/receipt/${token}`;
}
