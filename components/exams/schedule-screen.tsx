'use client';
/**
 * /exams/schedule: an exam's papers per class (subject, date, start–end time, maximum and pass
 * marks). Those with `exam-edit` edit a class's papers in place and save them (the API's
 * refusal, a class sitting two subjects at once, shows on its row); everyone else reads them
 * (a guardian: their children's classes). Print lays the tables out as text.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useTranslations } from 'use-intl';
import { PrintButton } from '@/components/ui/print-button';
import { usePermissions } from '@/components/ui/use-permissions';
import type { ExamListItem, PaperRow } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { useExamChoice } from './exam-picker';
import { ScheduleEditor } from './schedule-editor';
import { scheduleKey } from './schedule-rows';
import { ScheduleTable } from './schedule-table';

function ExamSchedule({ exam, classId }: { exam: ExamListItem; classId: number | null }) {
  const t = useTranslations('exams');
  const { can } = usePermissions();
  const schedule = useQuery({
    queryKey: scheduleKey(exam.id),
    queryFn: async () =>
      (await apiFetch<{ data: PaperRow[] }>(`/api/exams/${exam.id}/schedule`)).data,
  });
  if (schedule.isPending) return <p>{t('pick.loading')}</p>;
  if (schedule.isError) return <Alert variant="danger">{schedule.error.message}</Alert>;
  const papers = schedule.data;
  const editable = can('exam-edit');
  // An editor sees every class of the exam (papers to add); a reader the classes with papers.
  const classes = (
    editable
      ? exam.classes
      : exam.classes.filter((c) => papers.some((p) => p.class_id === c.class_id))
  ).filter((c) => classId === null || c.class_id === classId);
  if (!classes.length) return <p>{t('schedule.empty')}</p>;
  return (
    <>
      {classes.map((c) => {
        const own = papers.filter((p) => p.class_id === c.class_id);
        return (
          <section key={c.class_id} className="mb-4" aria-labelledby={`class-${c.class_id}`}>
            <h2 id={`class-${c.class_id}`} className="h5">
              {c.class_name}
            </h2>
            {editable ? (
              <ScheduleEditor
                examId={exam.id}
                classId={c.class_id}
                className={c.class_name}
                papers={papers}
                locked={c.status === 'published'}
              />
            ) : (
              <ScheduleTable papers={own} />
            )}
          </section>
        );
      })}
    </>
  );
}

export function ScheduleScreen() {
  const t = useTranslations('exams');
  const { exam, classId, pickers, loading } = useExamChoice();
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('screens.schedule')}
          {exam && <span className="print-only">{` — ${exam.name}`}</span>}
        </h1>
        {exam && (
          <div className="ms-auto">
            <PrintButton label={t('schedule.print')} />
          </div>
        )}
      </div>
      {pickers}
      {exam ? (
        <ExamSchedule exam={exam} classId={classId} />
      ) : (
        !loading && <p className="text-muted">{t('pick.chooseFirst')}</p>
      )}
    </section>
  );
}
