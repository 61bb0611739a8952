/**
 * The token in a receipt's verification URL (its QR code): lib/verification/signed-token.ts
 * under the receipts' own purpose, so a receipt's token verifies nothing else.
 */
import {
  idOfSignedToken,
  signedIdToken,
  verificationKeyOf,
  verificationUrl,
  type Secrets,
} from '../../../verification/signed-token';

/** Changing it makes every printed receipt's QR code unverifiable: it names the purpose and version. */
const KEY_INFO = 'schola receipt verification v1';

export const receiptKeyOf = (secrets: Secrets): Buffer => verificationKeyOf(secrets, KEY_INFO);

/** The token of a school's payment: `<payment id>.<signature>`. */
export const receiptToken = (key: Buffer, schoolId: number, paymentId: number): string =>
  signedIdToken(key, 'receipt', schoolId, paymentId);

/** The payment a token names, if this deployment signed it for this school; else null. */
export const paymentOfToken = (key: Buffer, schoolId: number, token: string): number | null =>
  idOfSignedToken(key, 'receipt', schoolId, token);

/** The public page a receipt's QR code opens, on the school's own address. */
export const receiptVerificationUrl = (
  config: { appProtocol?: 'http' | 'https'; appHost: string; nodeEnv?: string },
  subdomain: string,
  token: string,
): string => verificationUrl(config, subdomain, 'receipt', token);
