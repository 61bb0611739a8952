/**
 * Security: the session cookie. On https it is named with the __Host- prefix and Secure; on a
 * plain-http install (APP_PROTOCOL=http, a school's LAN) it is not Secure, so a browser keeps it
 * and the school can sign in. (The production build's cookie is checked in
 * e2e/security-headers.spec.ts.)
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../config/env';
import { sessionOptions } from './options';

const holder = globalThis as unknown as { __scholaConfig?: unknown };
const configure = (env: Record<string, string>) => {
  holder.__scholaConfig = parseConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'schola-cookie-')),
    SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
    ...env,
  });
};
afterAll(() => {
  delete holder.__scholaConfig;
});

test.each([
  [{ NODE_ENV: 'production' }, '__Host-schola_session', true],
  [{ NODE_ENV: 'production', APP_PROTOCOL: 'https' }, '__Host-schola_session', true],
  [{ NODE_ENV: 'production', APP_PROTOCOL: 'http' }, 'schola_session', false],
  [{ NODE_ENV: 'development' }, 'schola_session', false],
])('%j → cookie %s, Secure %s', (env, name, secure) => {
  configure(env);
  const options = sessionOptions();
  expect(options.cookieName).toBe(name);
  expect(options.cookieOptions).toMatchObject({
    secure,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  });
  // __Host- cookies must be Secure, host-only and for path / or the browser drops them.
  expect(options.cookieOptions?.domain).toBeUndefined();
});
