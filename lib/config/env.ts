/**
 * Configuration: read from the environment and validated once, at the first use in a
 * process. Every bad value is reported by name with what was expected, so a typo in a
 * deployment fails at start-up instead of at the first request that needs it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { appProtocolOf } from './protocol';
import { parseTrustedProxies, type TrustedProxies } from '../net/client-address';
import { isTimeZone } from '../calendar/zone';
import { vapidEnvironment } from './vapid';

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/;

/** A size in megabytes (a restore's limits, lib/api/modules/backup/limits.ts). */
const megabytes = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of megabytes` })
    .positive(`${name} must be a positive number of megabytes`)
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  APP_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(hostPattern, 'APP_HOST must be a host name with an optional port, like localhost:3000')
    .default('localhost:3000'),
  APP_PROTOCOL: z
    .enum(['http', 'https'], { error: 'APP_PROTOCOL must be http or https' })
    .optional(),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  MIGRATION_DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'MIGRATION_DATABASE_URL must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  PGLITE_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  SESSION_SECRET: z
    .string()
    .min(32, 'SESSION_SECRET must be at least 32 characters long')
    .optional(),
  BACKUP_SIGNING_SECRET: z
    .string()
    .min(32, 'BACKUP_SIGNING_SECRET must be at least 32 characters long')
    .optional(),
  RESTORE_MAX_MB: megabytes('RESTORE_MAX_MB'),
  RESTORE_MAX_TABLE_MB: megabytes('RESTORE_MAX_TABLE_MB'),
  RESTORE_MAX_ROW_MB: megabytes('RESTORE_MAX_ROW_MB'),
  RESTORES_AT_ONCE: z.coerce
    .number()
    .int('RESTORES_AT_ONCE must be a whole number')
    .min(1, 'RESTORES_AT_ONCE must be at least 1')
    .optional(),
  API_UPSTREAM_URL: z
    .url({ protocol: /^https?$/, error: 'API_UPSTREAM_URL must be an http:// or https:// URL' })
    .optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (typeof parsed === 'string')
        ctx.addIssue({
          code: 'custom',
          message: `TRUSTED_PROXIES must be a hop count (like 1) or a comma list of proxy addresses or CIDR ranges (like 10.0.0.0/8,::1): ${parsed}`,
        });
    }),
  DEFAULT_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'DEFAULT_TIME_ZONE must be an IANA time zone name, like Europe/London')
    .default('UTC'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  EDGE_GATE_DEPTH: z.coerce
    .number({ error: 'EDGE_GATE_DEPTH must be a number' })
    .min(0.5, 'EDGE_GATE_DEPTH must be at least 0.5')
    .max(100, 'EDGE_GATE_DEPTH must be at most 100')
    .default(4),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must be an smtp:// or smtps:// URL, like smtps://user:pass@mail.example.com',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'MAIL_FROM must be a sender address, like "Schola <no-reply@example.com>"')
    .default('Schola <no-reply@localhost>'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appHost: string;
  /** The scheme of links the app writes (e-mails, the provider's home): https in production. */
  appProtocol: 'http' | 'https';
  databaseUrl?: string;
  /** A direct connection for migrations when DATABASE_URL goes through a pooler. */
  migrationDatabaseUrl?: string;
  pgliteDir: string;
  storageDir: string;
  dataDir: string;
  sessionSecret: string;
  /** The backups' signing secret when not derived from sessionSecret (backup/signing.ts). */
  backupSigningSecret?: string;
  /** A restore's limits in MB (decompressed, per table, per row) and how many run at once. */
  restoreMaxMb?: number;
  restoreMaxTableMb?: number;
  restoreMaxRowMb?: number;
  restoresAtOnce?: number;
  apiUpstreamUrl?: string;
  tokenTtlHours: number;
  /** Which proxies in front of the app may name the client in X-Forwarded-For (none by default). */
  trustedProxies: TrustedProxies;
  /** The time zone a new school starts with (it can change it in its settings). */
  defaultTimeZone: string;
  seedDemo: boolean;
  /** Requests the web tier keeps in flight per database place (lib/net/edge-gate.ts). */
  edgeGateDepth: number;
  /** Where e-mail goes; without it messages land in the outbox_emails table and the log. */
  smtpUrl?: string;
  mailFrom: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment into a Config; pure apart from the development secret file. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings are treated as unset: `FOO= npm start` should mean "default".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const vapid = vapidEnvironment(env);
  if ('problems' in vapid) throw new ConfigError(vapid.problems);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError([
      'SESSION_SECRET: required in production (at least 32 random characters)',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    appHost: e.APP_HOST,
    appProtocol: appProtocolOf(e),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    dataDir,
    // Folders chosen at run time: the build must not trace them (Turbopack otherwise traced the
    // whole project into its output, with a warning; the demo build's CPU 53.8 s → 51.4 s).
    pgliteDir: path.resolve(/*turbopackIgnore: true*/ e.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
    storageDir: path.resolve(
      /*turbopackIgnore: true*/ e.STORAGE_DIR ?? path.join(dataDir, 'storage'),
    ),
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    backupSigningSecret: e.BACKUP_SIGNING_SECRET,
    restoreMaxMb: e.RESTORE_MAX_MB,
    restoreMaxTableMb: e.RESTORE_MAX_TABLE_MB,
    restoreMaxRowMb: e.RESTORE_MAX_ROW_MB,
    restoresAtOnce: e.RESTORES_AT_ONCE,
    apiUpstreamUrl: e.API_UPSTREAM_URL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES) as TrustedProxies,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    seedDemo: e.SEED_DEMO === 'auto',
    edgeGateDepth: e.EDGE_GATE_DEPTH,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}

/** Outside production a secret is generated once and kept, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const holder = globalThis as unknown as { __scholaConfig?: Config };

export function config(): Config {
  holder.__scholaConfig ??= parseConfig(process.env);
  return holder.__scholaConfig;
}
