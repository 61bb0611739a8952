'use client';
/**
 * Class-subjects: compulsory subjects of a class, or an elective group ("choose N of M"),
 * for the whole year or one semester. Editing a row of a group edits the whole group.
 */
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { useWatch } from 'react-hook-form';
import { CheckboxListField, SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import {
  CLASS_SUBJECT_TYPES,
  classSubjectSchema,
} from '@/lib/api/modules/academics/class-subject-schemas';
import { ClassFilter } from './class-filter';
import { useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

type Row = {
  id: number;
  class_id: number;
  class: string;
  semester_id: number | null;
  semester: string | null;
  subject: string;
  type: (typeof CLASS_SUBJECT_TYPES)[number];
  group_name: string | null;
  choose_count: number | null;
  subject_ids: number[];
};

function Fields() {
  const t = useTranslations('academics');
  // The stored values stay English (the API's); the words are the page's language.
  const types: { value: (typeof CLASS_SUBJECT_TYPES)[number]; label: string }[] = [
    { value: 'Compulsory', label: t('classSubject.compulsory') },
    { value: 'Elective', label: t('classSubject.elective') },
  ];
  const classes = useOptions('classes');
  const semesters = useOptions('semesters');
  const subjects = useOptions('subjects');
  const type = useWatch({ name: 'type' }) as string;
  return (
    <>
      <SelectField name="class_id" label={t('class')} options={classes} blank={t('choose')} />
      <SelectField
        name="semester_id"
        label={t('classSubject.semester')}
        options={semesters}
        blank={t('classSubject.wholeYear')}
      />
      <SelectField name="type" label={t('classSubject.type')} options={types} />
      <CheckboxListField
        name="subject_ids"
        label={t('classSubject.subjects')}
        options={subjects}
      />
      {type === 'Elective' && (
        <>
          <TextField name="group_name" label={t('classSubject.groupName')} />
          <TextField
            name="choose_count"
            label={t('classSubject.chooseCount')}
            type="number"
            hint={t('classSubject.chooseHint')}
          />
        </>
      )}
    </>
  );
}

export function ClassSubjectScreen() {
  const t = useTranslations('academics');
  const [classId, setClassId] = useUrlFilter('class_id');
  return (
    <ResourceScreen<Row>
      title={t('classSubject.title')}
      singular={t('classSubject.singular')}
      path="/api/class-subjects"
      needs={{
        create: 'class-subject-create',
        edit: 'class-subject-edit',
        delete: 'class-subject-delete',
      }}
      filters={{ class_id: classId }}
      filterControls={<ClassFilter value={classId} onChange={setClassId} />}
      columns={[
        { header: t('class'), sort: 'class', cell: (r) => r.class },
        {
          header: t('classSubject.semester'),
          sort: 'semester',
          cell: (r) => r.semester ?? t('classSubject.wholeYear'),
        },
        { header: t('classSubject.subject'), sort: 'subject', cell: (r) => r.subject },
        {
          header: t('classSubject.type'),
          sort: 'type',
          cell: (r) =>
            r.type === 'Elective' ? (
              <>
                <StatusBadge status="elective" />{' '}
                {t('classSubject.chooseOf', {
                  group: r.group_name ?? '',
                  count: r.choose_count ?? '',
                  total: r.subject_ids.length,
                })}
              </>
            ) : (
              <StatusBadge status="compulsory" />
            ),
        },
      ]}
      schema={classSubjectSchema}
      blank={{
        class_id: classId,
        semester_id: '',
        type: 'Compulsory',
        subject_ids: [],
        group_name: '',
        choose_count: '',
      }}
      toForm={(r) => ({
        class_id: r.class_id,
        semester_id: r.semester_id ?? '',
        type: r.type,
        subject_ids: r.subject_ids,
        group_name: r.group_name ?? '',
        choose_count: r.choose_count ?? '',
      })}
      fields={<Fields />}
      describe={(r) => `${r.subject} (${r.class})`}
    />
  );
}
