'use client';
/** The "Class" filter of the lists that belong to classes (class-sections, class-subjects). */
import { useTranslations } from 'use-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { useOptions } from './options';

export function ClassFilter(props: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('academics');
  const classes = useOptions('classes');
  return (
    <FilterSelect
      id="filter-class"
      label={t('class')}
      all={t('allClasses')}
      value={props.value}
      onChange={props.onChange}
      options={classes}
    />
  );
}
