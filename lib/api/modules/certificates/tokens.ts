/**
 * The tokens in the QR codes of certificates and ID cards (lib/verification/signed-token.ts),
 * each under its own purpose: a certificate's names the certificate, an ID card's names the
 * student and is written `card-<id>.<signature>`, so one verification page tells them apart
 * and neither verifies the other (nor a receipt).
 */
import {
  idOfSignedToken,
  signedIdToken,
  verificationKeyOf,
  verificationUrl,
  type Secrets,
} from '../../../verification/signed-token';

/** Changing either makes every printed code of its kind unverifiable: they name purpose and version. */
const CERTIFICATE_KEY = 'schola certificate verification v1';
const CARD_KEY = 'schola id card verification v1';
const CARD_PREFIX = 'card-';

type Config = Secrets & { appProtocol?: 'http' | 'https'; appHost: string; nodeEnv?: string };

export function certificateUrl(config: Config, subdomain: string, schoolId: number, id: number) {
  const key = verificationKeyOf(config, CERTIFICATE_KEY);
  return verificationUrl(
    config,
    subdomain,
    'certificate',
    signedIdToken(key, 'certificate', schoolId, id),
  );
}

export function idCardUrl(config: Config, subdomain: string, schoolId: number, studentId: number) {
  const key = verificationKeyOf(config, CARD_KEY);
  const token = `${CARD_PREFIX}${signedIdToken(key, 'id-card', schoolId, studentId)}`;
  return verificationUrl(config, subdomain, 'certificate', token);
}

/** What a token names in a school, if this deployment signed it there; else null. */
export function paperOfToken(
  config: Secrets,
  schoolId: number,
  token: string,
): { certificateId: number } | { studentId: number } | null {
  if (token.startsWith(CARD_PREFIX)) {
    const key = verificationKeyOf(config, CARD_KEY);
    const studentId = idOfSignedToken(key, 'id-card', schoolId, token.slice(CARD_PREFIX.length));
    return studentId === null ? null : { studentId };
  }
  const key = verificationKeyOf(config, CERTIFICATE_KEY);
  const certificateId = idOfSignedToken(key, 'certificate', schoolId, token);
  return certificateId === null ? null : { certificateId };
}
