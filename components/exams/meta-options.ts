'use client';
/** Choices the exams screens read from the cached meta data: terms, classes, session years. */
import { useMetaData } from '@/components/shell/use-meta-data';
import type { Option } from '@/components/ui/fields';

export function useMetaOptions(list: 'semesters' | 'classes' | 'session_year_all'): Option[] {
  const { data } = useMetaData();
  const items = (data?.[list] as { id: number; name: string }[] | undefined) ?? [];
  return items.map((item) => ({ value: item.id, label: item.name }));
}
