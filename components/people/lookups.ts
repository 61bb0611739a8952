'use client';
/**
 * The pick lists of the people screens, read from the cached meta data: class-sections,
 * classes, session years (with the default) and class-subjects' subjects.
 */
import { defaultSessionYear, useMetaData, type NamedItem } from '@/components/shell/use-meta-data';

export type ClassSectionItem = NamedItem & { class_id: number };
export type SessionItem = NamedItem & { default: number; start_date: string; end_date: string };

export function usePeopleLookups() {
  const meta = useMetaData();
  const data = meta.data;
  const sessions = (data?.session_year_all ?? []) as SessionItem[];
  return {
    ready: Boolean(data),
    classSections: (data?.class_section ?? []) as ClassSectionItem[],
    classes: (data?.classes ?? []) as NamedItem[],
    sessions,
    defaultSession: defaultSessionYear(data) as SessionItem | undefined,
  };
}

export const toOptions = (items: { id: number; name: string }[]) =>
  items.map((i) => ({ value: i.id, label: i.name }));
