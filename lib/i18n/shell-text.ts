import 'server-only';
/** The shell's strings for the page's language (components/shell/shell-text.tsx). */
import type shellMessages from '../../messages/en/shell.json';
import { catalogue } from './catalogue';
import { getT, requestLocale } from './server';

export type ShellText = Record<keyof typeof shellMessages, string>;

export async function shellText(): Promise<ShellText> {
  const t = await getT('shell');
  const keys = Object.keys(catalogue(await requestLocale(), 'shell')) as (keyof ShellText)[];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as ShellText;
}
