'use client';
/**
 * A student's attendance on their profile: this month as a calendar, each marked day in the
 * colour and short code of the school's attendance code, and the year's percentage. Read from
 * the attendance module's history of one student (`/api/student-attendance/students/{id}`).
 */
import Table from 'react-bootstrap/Table';
import { useLocale, useTranslations } from 'use-intl';
import { useStudentHistory } from '@/components/attendance/student-history-modal';
import { useAttendanceWords } from '@/components/attendance/words';
import { useSchoolFormat } from '@/components/ui/school-format';
import { monthOf } from '@/lib/calendar';
import { calendarWeeks } from './month-calendar';
import { TabState } from './tab-state';

export function AttendanceTab({ studentId }: { studentId: number }) {
  const t = useTranslations('profile');
  const words = useAttendanceWords();
  const locale = useLocale();
  const format = useSchoolFormat();
  const history = useStudentHistory(studentId);
  const month = monthOf(format.today());
  const weeks = calendarWeeks(month);
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <TabState query={history}>
      {(h) => {
        const codes = new Map(h.codes.map((c) => [c.id, c]));
        const marks = new Map(h.marks.map((m) => [m.date, codes.get(m.code_id)]));
        return (
          <>
            <p data-testid="attendance-year">
              {t('attendance.year', { percent: words.percent(h.percent) })}
            </p>
            <Table size="sm" bordered className="text-center profile-calendar">
              <caption>{title}</caption>
              <thead>
                <tr>
                  {(weeks.find((w) => w.every(Boolean)) ?? weeks[1] ?? []).map((d, i) => (
                    <th key={i} scope="col">
                      {d ? words.weekdayShort(d) : ''}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((day, i) => {
                      const code = day ? marks.get(day) : undefined;
                      return (
                        <td key={day ?? `empty-${i}`}>
                          {day && (
                            <>
                              <span className="d-block small text-body-secondary">
                                {Number(day.slice(8))}
                              </span>
                              {code && (
                                <abbr
                                  title={words.codeLabel(code)}
                                  className="fw-semibold text-decoration-none"
                                  style={{ color: code.colour }}
                                >
                                  {words.codeShort(code)}
                                </abbr>
                              )}
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
            <ul className="list-inline small" aria-label={t('attendance.legend')}>
              {h.codes.map((c) => (
                <li key={c.id} className="list-inline-item">
                  <span className="fw-semibold" style={{ color: c.colour }}>
                    {words.codeShort(c)}
                  </span>{' '}
                  {words.codeLabel(c)}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </TabState>
  );
}
