import 'server-only';
/** The shell's strings for the page's language (components/shell/shell-text.tsx). */
import type shellMessages from '../../messages/en/shell.json';
import { catalogue } from './catalogue';
import { getT, requestLocale } from './server';

/**
 * Messages with arguments are formatted where their values are (the footer's copyright and the
 * plan notice, both on the server). Formatting them here without values throws in development
 * (icu-minify's development build: "Missing value for argument"), which failed every school
 * page under `npm run dev` with a 500.
 */
const FORMATTED_ELSEWHERE = ['copyright', 'planGrace'] as const;

export type ShellText = Record<
  Exclude<keyof typeof shellMessages, (typeof FORMATTED_ELSEWHERE)[number]>,
  string
>;

export async function shellText(): Promise<ShellText> {
  const t = await getT('shell');
  const skip: readonly string[] = FORMATTED_ELSEWHERE;
  const keys = Object.keys(catalogue(await requestLocale(), 'shell')).filter(
    (key) => !skip.includes(key),
  );
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as ShellText;
}
