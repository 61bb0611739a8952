/**
 * The Web Push VAPID key pair a provider may set (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
 * VAPID_SUBJECT) instead of the one the deployment generates and keeps in its database
 * (lib/api/modules/notifications/channels/push-keys.ts). Pure: env.ts checks it at start-up,
 * the push channel reads it where it runs (the web process or `npm run worker`).
 */
export type VapidEnvironment = { publicKey?: string; privateKey?: string; subject?: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The key's length in bytes once decoded, or undefined when it is not base64url text. */
const decodedLength = (key: string) =>
  BASE64URL.test(key) ? Buffer.from(key, 'base64url').length : undefined;

/** The variables as set (empty counts as unset), or the problems, one sentence each. */
export function vapidEnvironment(
  env: Record<string, string | undefined>,
): { ok: VapidEnvironment } | { problems: string[] } {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  const subject = env.VAPID_SUBJECT?.trim() || undefined;
  const problems: string[] = [];
  if (Boolean(publicKey) !== Boolean(privateKey))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (publicKey && decodedLength(publicKey) !== 65)
    problems.push(
      'VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key, 65 bytes in base64url',
    );
  if (privateKey && decodedLength(privateKey) !== 32)
    problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url');
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    problems.push('VAPID_SUBJECT: must be a mailto: address or an https:// URL');
  return problems.length ? { problems } : { ok: { publicKey, privateKey, subject } };
}
