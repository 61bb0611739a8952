/**
 * The archive's signature: an HMAC-SHA256 over its manifest, which holds the SHA-256 of every
 * table and file, so it covers every byte of the archive. The manifest's checksums alone only
 * catch damage (anyone editing a row can recompute them); the signature also tells that the
 * archive was made by this deployment and not changed since, and a school may restore only
 * such an archive (verify.ts). The provider may restore any as a new school.
 *
 * The key is derived (HKDF-SHA256) from BACKUP_SIGNING_SECRET when the deployment sets one,
 * else from SESSION_SECRET, which every deployment already has (in development a generated
 * one kept in DATA_DIR, in tests the harness's): no set-up, and the session secret itself is
 * never used as a key for two purposes. A deployment that rotates SESSION_SECRET sets
 * BACKUP_SIGNING_SECRET to the old value first, or its older archives can no longer be
 * restored by a school (the provider still can, as a new school).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type SigningSecrets = { backupSigningSecret?: string; sessionSecret?: string };

/** Changing it makes every earlier archive foreign: it names the purpose and its version. */
const KEY_INFO = 'schola backup archive signature v1';

export function signingKeyOf(secrets: SigningSecrets): Buffer {
  const secret = secrets.backupSigningSecret ?? secrets.sessionSecret;
  if (!secret)
    throw new Error(
      'Backups are signed with a deployment secret: set SESSION_SECRET (or BACKUP_SIGNING_SECRET).',
    );
  return Buffer.from(hkdfSync('sha256', secret, 'schola', KEY_INFO, 32));
}

/** JSON with every object's keys sorted: the same text for the same content, however written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A manifest as signed: any JSON object, with or without its signature. */
type Signable = Record<string, unknown> & { signature?: string };

/** The signature of a manifest (its `signature` field left out), in hex. */
export function signatureOf(manifest: Signable, key: Buffer): string {
  const content = { ...manifest };
  delete content.signature;
  return createHmac('sha256', key).update(canonicalJson(content)).digest('hex');
}

/** Whether the manifest carries this deployment's signature of its content. */
export function isSignedBy(manifest: Signable, key: Buffer): boolean {
  if (!manifest.signature) return false;
  const expected = Buffer.from(signatureOf(manifest, key), 'hex');
  const given = Buffer.from(manifest.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
