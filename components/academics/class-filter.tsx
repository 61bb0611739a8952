'use client';
/** The "Class" filter of the lists that belong to classes (class-sections, class-subjects). */
import { FilterSelect } from '@/components/ui/filter-select';
import { useOptions } from './options';

export function ClassFilter(props: { value: string; onChange: (value: string) => void }) {
  const classes = useOptions('classes');
  return (
    <FilterSelect
      id="filter-class"
      label="Class"
      all="All classes"
      value={props.value}
      onChange={props.onChange}
      options={classes}
    />
  );
}
