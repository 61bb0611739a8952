'use client';
/** /holidays: the month calendar and the list of holidays (title, dates, description). */
import { DateField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useTranslations } from 'use-intl';
import { holidaySchema } from '@/lib/api/modules/calendar/schemas';
import { HolidayCalendar } from './holiday-calendar';

type Row = {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  description: string | null;
  session_year: string | null;
};

export function HolidaysScreen() {
  const t = useTranslations('calendar');
  const format = useSchoolFormat();
  const dates = (r: Row) =>
    r.start_date === r.end_date
      ? format.date(r.start_date)
      : `${format.date(r.start_date)} – ${format.date(r.end_date)}`;
  return (
    <>
      <HolidayCalendar />
      <ResourceScreen<Row>
        title={t('title')}
        singular={t('singular')}
        path="/api/holidays"
        needs={{ create: 'holiday-create', edit: 'holiday-edit', delete: 'holiday-delete' }}
        columns={[
          { header: t('columns.title'), sort: 'title', cell: (r) => r.title },
          { header: t('columns.dates'), sort: 'start_date', cell: dates },
          { header: t('columns.description'), cell: (r) => r.description ?? '' },
          { header: t('columns.sessionYear'), cell: (r) => r.session_year ?? '' },
        ]}
        schema={holidaySchema}
        blank={{ title: '', start_date: '', end_date: '', description: '' }}
        toForm={(r) => ({ ...r, description: r.description ?? '' })}
        fields={
          <>
            <TextField name="title" label={t('fields.title')} />
            <DateField name="start_date" label={t('fields.startDate')} />
            <DateField name="end_date" label={t('fields.endDate')} />
            <TextField name="description" label={t('fields.description')} />
          </>
        }
        describe={(r) => r.title}
        emptyText={t('empty')}
      />
    </>
  );
}
