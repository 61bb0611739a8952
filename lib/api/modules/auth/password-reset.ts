/**
 * Forgotten passwords. POST /api/password/forgot e-mails a one-time link (valid one hour; only
 * its SHA-256 hash is stored) to a user of the school the request is for, or to a provider
 * account on the bare host, and answers the same whether or not the address is known.
 * POST /api/password/reset spends the token, sets the password and revokes every access token
 * of that account, in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { hashPassword } from '../../../auth/password';
import { hashToken, newToken } from '../../../auth/tokens';
import {
  keepInOutbox,
  NO_SMTP_REASON,
  sendInBackground,
  type MailMessage,
} from '../../../mail/send-mail';
import { passwordResetMail } from '../../../mail/messages';
import { resolveLocale } from '../../../i18n/resolve';
import { clientAddress } from '../../http/client-address';
import type { AuditEntry } from '../../http/audit';
import type { ApiDeps } from '../../http/context';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { schoolHint } from '../../http/tenant';
import {
  accountKey,
  accountTokensOf,
  addressKey,
  claimAttempt,
  clearFailuresUnder,
  globalKey,
  setUserPassword,
  userCredentials,
  windowLimit,
} from '../identity';
import {
  providerCredentials,
  readSchoolSettings,
  schoolFromHint,
  setProviderPassword,
  type SchoolRow,
} from '../platform';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset-schemas';
import { apiMessage, renderApiText } from '../../http/messages';

export const RESET_TOKEN_TTL_MINUTES = 60;
/** Requests, not failures, are counted: each one may send an e-mail. */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 3;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
/** Reset e-mails per window across the installation: a ceiling on mail sent for strangers. */
export const GLOBAL_MAX_RESET_REQUESTS = 500;

/** Said in the caller's language (api catalogue); their English is exported for tests. */
const INVALID_LINK_MESSAGE = apiMessage('identity.resetLinkInvalid');
const EXPIRED_LINK_MESSAGE = apiMessage('identity.resetLinkExpired');
export const INVALID_LINK = renderApiText(INVALID_LINK_MESSAGE);
export const EXPIRED_LINK = renderApiText(EXPIRED_LINK_MESSAGE);
const FORGOT_ANSWER_MESSAGE = apiMessage('done.forgotAnswer');
export const FORGOT_ANSWER = renderApiText(FORGOT_ANSWER_MESSAGE);

/** A school user (id within the school) or, on the bare host, a provider account. */
type Account = { id: number; email: string; fullName: string; locale: string | null };

const scopeOf = (school: SchoolRow | undefined) => (school ? `school:${school.id}` : 'provider');

async function findAccount(
  db: Database,
  school: SchoolRow | undefined,
  email: string,
): Promise<Account | undefined> {
  if (!school) return providerCredentials(db, email);
  const user = await userCredentials(db, school.id, email);
  return user?.status === 'active' ? user : undefined;
}

/** The link is built from configuration, never from request headers a caller could forge. */
export function resetLink(config: ApiDeps['config'], school: SchoolRow | undefined, token: string) {
  const scheme = config.appProtocol ?? (config.nodeEnv === 'production' ? 'https' : 'http');
  const host = school ? `${school.subdomain}.${config.appHost}` : config.appHost;
  return `${scheme}://${host}/authentication/create-pwd?token=${encodeURIComponent(token)}`;
}

/**
 * The reset e-mail in the account holder's language: their own choice, else their school's
 * default (the provider's accounts: their own choice), else English.
 */
async function resetMessage(
  db: Executor,
  account: Account,
  school: SchoolRow | undefined,
  link: string,
): Promise<MailMessage> {
  const schoolDefault = school ? (await readSchoolSettings(db, school.id)).locale : null;
  const locale = resolveLocale({ user: account.locale ?? null, school: schoolDefault });
  const to = { email: account.email, name: account.fullName };
  return passwordResetMail(
    locale,
    to,
    school ? school.name : 'Schola',
    link,
    RESET_TOKEN_TTL_MINUTES,
  );
}

function claimResetRequest(
  db: Database,
  school: SchoolRow | undefined,
  email: string,
  address: string,
) {
  return claimAttempt(
    db,
    [
      windowLimit(accountKey(`reset:${scopeOf(school)}`, email), MAX_RESET_REQUESTS_PER_ACCOUNT),
      windowLimit(addressKey(`reset:${address}`), MAX_RESET_REQUESTS_PER_ADDRESS),
      windowLimit(globalKey('reset'), GLOBAL_MAX_RESET_REQUESTS),
    ],
    'resetRequests',
  );
}

async function issueResetToken(
  tx: Executor,
  school: SchoolRow | undefined,
  account: Account,
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`;
  await accountTokensOf(school).issueReset(tx, account.id, hash, expiresAt);
  return token;
}

export const passwordResetRoutes = [
  defineRoute({
    method: 'POST',
    path: '/password/forgot',
    tag: 'auth',
    summary: 'E-mail a one-time link to choose a new password (same answer for unknown e-mails)',
    access: access.public,
    body: forgotPasswordSchema,
    audit: { entity: ['users', 'provider-users'], actions: ['password-reset-request'] },
    handler: async ({ c, db, body, audit }) => {
      const { config } = c.get('deps');
      const school = await schoolFromHint(db, schoolHint(c.req.raw.headers, config.appHost));
      await claimResetRequest(db, school, body.email, clientAddress(c));
      const account = await findAccount(db, school, body.email);
      // Asked for an unknown address too: a run of them is worth seeing in the log.
      const request = auditOfAccount(school, account?.id, 'password-reset-request', body.email);
      if (!account) await audit(db, request);
      if (account) {
        const message = await db.transaction(async (tx) => {
          await audit(tx, request);
          const token = await issueResetToken(tx, school, account);
          const mail = await resetMessage(tx, account, school, resetLink(config, school, token));
          if (!config.smtpUrl) await keepInOutbox(tx, mail, NO_SMTP_REASON, config);
          return mail;
        });
        sendInBackground(db, message, config);
      }
      return envelope(null, FORGOT_ANSWER_MESSAGE);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/password/reset',
    tag: 'auth',
    summary: 'Set a new password with a reset token; signs the account out everywhere',
    access: access.public,
    body: resetPasswordSchema,
    audit: { entity: ['users', 'provider-users'], actions: ['password-reset'] },
    handler: async ({ c, db, body, audit }) => {
      const { config } = c.get('deps');
      const school = await schoolFromHint(db, schoolHint(c.req.raw.headers, config.appHost));
      // Hashing takes tens of milliseconds: do it before the transaction, not inside it.
      const passwordHash = await hashPassword(body.password);
      // A link is looked up among the tokens of the address it is opened on: a school's link
      // on another school's address (or on the bare host) is no link.
      const tokens = accountTokensOf(school);
      await db.transaction(async (tx) => {
        const row = await tokens.findReset(tx, hashToken(body.token));
        if (!row || row.usedAt) throw validationFailed({ token: INVALID_LINK_MESSAGE });
        if (row.expiresAt.getTime() <= Date.now())
          throw validationFailed({ token: EXPIRED_LINK_MESSAGE });
        if (!(await tokens.claimReset(tx, row.id)))
          throw validationFailed({ token: INVALID_LINK_MESSAGE });

        const email = await setPassword(tx, school, row.accountId, passwordHash);
        await audit(tx, auditOfAccount(school, row.accountId, 'password-reset', email));
        await tokens.signOut(tx, row.accountId);
        // A user held back by failed logins (from any address) has just proven who they are.
        if (email) await clearFailuresUnder(tx, accountKey(scopeOf(school), email));
      });
      return envelope(null, apiMessage('done.passwordReset'));
    },
  }),
];

/** The audit entry of a reset on an account: the account acts on itself (no one is signed in). */
function auditOfAccount(
  school: SchoolRow | undefined,
  accountId: number | undefined,
  action: 'password-reset-request' | 'password-reset',
  email: string | undefined,
): AuditEntry {
  return {
    action,
    entity: school ? 'users' : 'provider-users',
    entityId: accountId ?? null,
    schoolId: school?.id ?? null,
    actor: school ? { userId: accountId ?? null } : { providerUserId: accountId ?? null },
    after: { email },
  };
}

function setPassword(
  tx: Executor,
  school: SchoolRow | undefined,
  accountId: number,
  passwordHash: string,
) {
  return school
    ? setUserPassword(tx, school.id, accountId, passwordHash)
    : setProviderPassword(tx, accountId, passwordHash);
}
