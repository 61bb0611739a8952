'use client';
/** Subjects: name, code, Theory or Practical, and a colour for timetables. */
import { useTranslations } from 'use-intl';
import { SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { subjectSchema } from '@/lib/api/modules/academics/schemas';
import { useNameColumn } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

type Row = { id: number; name: string; code: string | null; type: string; color: string | null };

export function SubjectScreen() {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  // The stored values stay English (the API's); the words are the page's language.
  const typeLabels: Record<string, string> = {
    Theory: t('subject.theory'),
    Practical: t('subject.practical'),
  };
  const types = Object.entries(typeLabels).map(([value, label]) => ({ value, label }));
  const [type, setType] = useUrlFilter('type');
  return (
    <ResourceScreen<Row>
      title={t('subject.title')}
      singular={t('subject.singular')}
      path="/api/subjects"
      needs={{ create: 'subject-create', edit: 'subject-edit', delete: 'subject-delete' }}
      filters={{ type }}
      filterControls={
        <FilterSelect
          id="filter-type"
          label={t('subject.type')}
          all={t('subject.allTypes')}
          value={type}
          onChange={setType}
          options={types}
        />
      }
      columns={[
        byName,
        { header: t('subject.code'), sort: 'code', cell: (r) => r.code },
        { header: t('subject.type'), sort: 'type', cell: (r) => typeLabels[r.type] ?? r.type },
        {
          header: t('subject.colour'),
          cell: (r) =>
            r.color && (
              <span className="d-inline-flex align-items-center gap-2">
                <span
                  aria-hidden="true"
                  className="d-inline-block rounded border"
                  style={{ width: 16, height: 16, background: r.color }}
                />
                {r.color}
              </span>
            ),
        },
      ]}
      schema={subjectSchema}
      blank={{ name: '', code: '', type: 'Theory', color: '#3366cc' }}
      toForm={(r) => ({ name: r.name, code: r.code ?? '', type: r.type, color: r.color ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('name')} />
          <TextField name="code" label={t('subject.code')} />
          <SelectField name="type" label={t('subject.type')} options={types} />
          <TextField name="color" label={t('subject.colour')} type="color" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
