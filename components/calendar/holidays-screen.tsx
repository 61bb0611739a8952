'use client';
/** /holidays: the month calendar and the list of holidays (title, dates, description). */
import { DateField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
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
  const format = useSchoolFormat();
  const dates = (r: Row) =>
    r.start_date === r.end_date
      ? format.date(r.start_date)
      : `${format.date(r.start_date)} – ${format.date(r.end_date)}`;
  return (
    <>
      <HolidayCalendar />
      <ResourceScreen<Row>
        title="Holidays"
        singular="holiday"
        path="/api/holidays"
        needs={{ create: 'holiday-create', edit: 'holiday-edit', delete: 'holiday-delete' }}
        columns={[
          { header: 'Title', sort: 'title', cell: (r) => r.title },
          { header: 'Dates', sort: 'start_date', cell: dates },
          { header: 'Description', cell: (r) => r.description ?? '' },
          { header: 'Session year', cell: (r) => r.session_year ?? '' },
        ]}
        schema={holidaySchema}
        blank={{ title: '', start_date: '', end_date: '', description: '' }}
        toForm={(r) => ({ ...r, description: r.description ?? '' })}
        fields={
          <>
            <TextField name="title" label="Title" />
            <DateField name="start_date" label="Start date" />
            <DateField name="end_date" label="End date" />
            <TextField name="description" label="Description" />
          </>
        }
        describe={(r) => r.title}
        emptyText="No holidays yet. Add the school's holidays so attendance and leave skip them."
      />
    </>
  );
}
