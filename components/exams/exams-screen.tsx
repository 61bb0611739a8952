'use client';
/**
 * /exams: the school's exams, searched by name and filtered by session year, term and type,
 * each with the state of its classes (draft, submitted, published) and links to its schedule,
 * marks and results; create and edit in a dialog (name, term, type, classes), delete while it
 * holds no marks (the API's refusal is shown as it words it).
 */
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { CheckboxListField, SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { examFormSchema } from '@/lib/api/modules/exams/schemas';
import type { ExamListItem as Row } from '@/lib/api/modules/exams/types';
import { useMetaOptions } from './meta-options';
import { useExamWords } from './words';

/** The screens an exam leads to, each opened on it (`?exam_id=`). */
const examLink = (screen: 'schedule' | 'marks' | 'results', id: number) =>
  `/exams/${screen}?exam_id=${id}`;

export function ExamsScreen() {
  const t = useTranslations('exams');
  const words = useExamWords();
  const { can } = usePermissions();
  const terms = useMetaOptions('semesters');
  const classes = useMetaOptions('classes');
  const sessionYears = useMetaOptions('session_year_all');
  const [sessionYear, setSessionYear] = useUrlFilter('session_year_id');
  const [term, setTerm] = useUrlFilter('semester_id');
  const [type, setType] = useUrlFilter('exam_type');
  const termName = (id: number | null) =>
    id === null ? t('list.wholeYear') : (terms.find((o) => o.value === id)?.label ?? '');
  return (
    <ResourceScreen<Row>
      title={t('screens.list')}
      singular={t('list.singular')}
      path="/api/exams"
      needs={{ create: 'exam-create', edit: 'exam-edit', delete: 'exam-delete' }}
      filters={{ session_year_id: sessionYear, semester_id: term, exam_type: type }}
      filterControls={
        <>
          <FilterSelect
            id="filter-session-year"
            label={t('list.sessionYear')}
            all={t('list.allSessionYears')}
            value={sessionYear}
            onChange={setSessionYear}
            options={sessionYears}
          />
          <FilterSelect
            id="filter-term"
            label={t('list.term')}
            all={t('list.allTerms')}
            value={term}
            onChange={setTerm}
            options={terms}
          />
          <FilterSelect
            id="filter-type"
            label={t('list.type')}
            all={t('list.allTypes')}
            value={type}
            onChange={setType}
            options={words.typeOptions}
          />
        </>
      }
      columns={[
        { header: t('list.name'), sort: 'name', cell: (r) => r.name },
        { header: t('list.type'), cell: (r) => words.type(r.exam_type) },
        { header: t('list.sessionYear'), cell: (r) => r.session_year_name },
        { header: t('list.term'), cell: (r) => termName(r.semester_id) },
        {
          header: t('list.classes'),
          cell: (r) => (
            <ul className="list-unstyled mb-0">
              {r.classes.map((c) => (
                <li key={c.class_id} className="text-nowrap">
                  {c.class_name} <StatusBadge status={c.status} label={words.status(c.status)} />
                </li>
              ))}
            </ul>
          ),
        },
      ]}
      extraActions={(r) => (
        <>
          <Link className="btn btn-sm btn-outline-secondary" href={examLink('schedule', r.id)}>
            {t('list.schedule')}
          </Link>
          {can('exam-marks') && (
            <Link className="btn btn-sm btn-outline-secondary" href={examLink('marks', r.id)}>
              {t('list.marks')}
            </Link>
          )}
          <Link className="btn btn-sm btn-outline-secondary" href={examLink('results', r.id)}>
            {t('list.results')}
          </Link>
        </>
      )}
      schema={examFormSchema}
      blank={{ name: '', semester_id: '', exam_type: '', class_ids: [] }}
      toForm={(r) => ({
        name: r.name,
        semester_id: r.semester_id ?? '',
        exam_type: r.exam_type,
        class_ids: r.classes.map((c) => c.class_id),
      })}
      fields={
        <>
          <TextField name="name" label={t('list.name')} />
          <SelectField
            name="semester_id"
            label={t('list.term')}
            options={terms}
            blank={t('list.wholeYear')}
          />
          <SelectField
            name="exam_type"
            label={t('list.type')}
            options={words.typeOptions}
            blank={t('list.choose')}
          />
          <CheckboxListField name="class_ids" label={t('list.classes')} options={classes} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
