'use client';
/** Choices for the academic forms and filters, read from the cached meta data (SPEC §3). */
import { useLocale, useTranslations } from 'use-intl';
import { useMetaData } from '@/components/shell/use-meta-data';
import type { Option } from '@/components/ui/fields';

type MetaList = 'mediums' | 'sections' | 'streams' | 'shifts' | 'semesters' | 'classes' | 'subjects';

export function useOptions(list: MetaList): Option[] {
  const { data } = useMetaData();
  const items = (data?.[list] as { id: number; name: string }[] | undefined) ?? [];
  return items.map((item) => ({ value: item.id, label: item.name }));
}

/** A month's name (1 = January) in the page's language, from Intl rather than the catalogue. */
export function useMonthName() {
  const months = new Intl.DateTimeFormat(useLocale(), { month: 'long', timeZone: 'UTC' });
  return (month: number) => months.format(Date.UTC(2000, month - 1, 1));
}

/** The twelve months as choices, named in the page's language. */
export function useMonthOptions(): Option[] {
  const monthName = useMonthName();
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));
}

/** The "Name" column every academic list starts with. */
export function useNameColumn() {
  const t = useTranslations('academics');
  return { header: t('name'), sort: 'name', cell: (r: { name: string }) => r.name };
}
