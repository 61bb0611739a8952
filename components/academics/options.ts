'use client';
/** Choices for the academic forms and filters, read from the cached meta data (SPEC §3). */
import { useMetaData } from '@/components/shell/use-meta-data';
import type { Option } from '@/components/ui/fields';

type MetaList =
  'mediums' | 'sections' | 'streams' | 'shifts' | 'semesters' | 'classes' | 'subjects' | 'months';

export function useOptions(list: MetaList): Option[] {
  const { data } = useMetaData();
  const items = (data?.[list] as { id: number; name: string }[] | undefined) ?? [];
  return items.map((item) => ({ value: item.id, label: item.name }));
}

export const byName = { header: 'Name', sort: 'name', cell: (r: { name: string }) => r.name };
