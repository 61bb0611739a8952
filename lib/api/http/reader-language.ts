/**
 * The language of the person a response is for (issue 26), for what a handler writes itself —
 * PDFs, CSV headers — rather than throws: the same rule as errors (error-locale.ts), asked at
 * most once per request, and only by the handlers that write words. mount.ts runs each handler
 * inside it; outside a request (a script, a test calling a function directly) it is English.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import type { ApiEnv } from './context';
import { errorLocale } from './error-locale';

const current = new AsyncLocalStorage<() => Promise<Locale>>();

/** Runs `work` with the request's reader language at hand. */
export function withReaderLanguage<T>(c: Context<ApiEnv>, work: () => T): T {
  let asked: Promise<Locale> | undefined;
  return current.run(() => (asked ??= errorLocale(c, undefined)), work);
}

/** The language the response is read in. */
export function readerLanguage(): Promise<Locale> {
  return current.getStore()?.() ?? Promise.resolve(DEFAULT_LOCALE);
}
