'use client';
/**
 * One lesson's register (attendance by period): the class-section's students with their marks
 * in that period, saved whole like the daily register (the same one-tap rows); the API writes
 * each student's day from their periods in the same save.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { ApiRegister, type RegisterData } from './class-register';
import { useAttendanceWords } from './words';
import { strong } from './words';

type Period = Omit<RegisterData, 'marks'> & {
  period: {
    id: number;
    name: string;
    start_time: string;
    end_time: string;
    subject: string;
    cover: boolean;
  };
  daily_rule: 'first_period' | 'majority';
  marks: (RegisterData['marks'][number] & { day_code_id: number | null })[];
};

export function PeriodRegister({
  section,
  date,
  period,
}: {
  section: string;
  date: string;
  period: string;
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const format = useSchoolFormat();
  const queryClient = useQueryClient();
  const query = `date=${date}&class_section_id=${section}&period_id=${period}`;
  return (
    <ApiRegister<Period>
      queryKey={['period-attendance', section, date, period]}
      url={`/api/attendance/periods?${query}`}
      saveUrl={`/api/attendance/periods?${query}`}
      extra={{}}
      heading={(p) => (
        <>
          <p className="mb-1">
            {t.rich(p.saved ? 'periods.saved' : 'periods.notSaved', {
              section: p.class_section.name,
              period: p.period.name,
              subject: p.period.subject,
              date: format.date(p.date),
              strong,
            })}
          </p>
          <p className="small text-body-secondary mb-2">
            {p.daily_rule === 'majority' ? t('periods.ruleMajority') : t('periods.ruleFirst')}
          </p>
        </>
      )}
      detail={(p, id) => {
        const dayCode = p.codes.find(
          (c) => c.id === p.marks.find((m) => m.student_id === id)?.day_code_id,
        );
        return dayCode ? (
          <div className="small text-body-secondary ms-4">
            {t('periods.dayMark', { status: words.codeLabel(dayCode) })}
          </div>
        ) : null;
      }}
      title={(p) =>
        t('periods.tableTitle', { section: p.class_section.name, period: p.period.name })
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['student-attendance-day'] });
        void queryClient.invalidateQueries({ queryKey: ['student-attendance-month'] });
      }}
    />
  );
}
