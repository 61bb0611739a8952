/**
 * The message catalogues: messages/{locale}/{namespace}.json, one file per area and language,
 * read from disk on the server (never bundled into the browser) and kept once read. A page
 * translates on the server and passes finished strings down; a client component that must
 * format on its own gets only the namespaces it names (client.tsx), so no page ships a whole
 * language, let alone all four.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from './locales';

/** The areas with a catalogue; a new area adds its name here and its four files. */
export const NAMESPACES = [
  'shell',
  'menu',
  'auth',
  'common',
  'dashboard',
  'calendar',
  'announcements',
  'people',
  'fees',
  'expenses',
  'payroll',
  'leave',
  'attendance',
  'academics',
  'inventory',
  'account',
  'audit',
  'backup',
  'settings',
  'notification-screens',
  'subscription',
  'provider',
  'public',
  'api',
  'email',
  'pdf',
  'labels',
  'notifications',
  'notification-devices',
  'background-jobs',
  'documents',
  'custom-fields',
  'profile',
  'certificates',
  'exams',
  'exams-marks',
  'exams-results',
  'timetable',
  'timetable-draft',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

const loaded = new Map<string, Messages>();

export function catalogue(locale: Locale, namespace: Namespace): Messages {
  const id = `${locale}/${namespace}`;
  let messages = loaded.get(id);
  if (!messages) {
    const file = join(process.cwd(), 'messages', locale, `${namespace}.json`);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    loaded.set(id, messages);
  }
  return messages;
}
