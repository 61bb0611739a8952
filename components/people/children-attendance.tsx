'use client';
/**
 * /guardian/attendance, a guardian's "Attendance": each of their own children with this
 * session year's attendance (totals, % per month, the days not present), read from
 * GET /api/student-attendance/students/{id}, which answers a guardian for their children only.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { StudentHistory, useStudentHistory } from '@/components/attendance/student-history-modal';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import { fullName, type StudentRow } from './student-types';

export function ChildrenAttendance() {
  const t = useTranslations('people');
  const children = useQuery({
    queryKey: [LIST_KEY, 'guardian-children'],
    queryFn: async () => (await apiFetch<{ data: StudentRow[] }>('/api/guardian/children')).data,
  });
  return (
    <>
      <h1 className="h3 mb-4">{t('pages.childrenAttendance')}</h1>
      {children.isPending ? (
        <Spinner animation="border" size="sm" role="status" />
      ) : children.isError ? (
        <Alert variant="danger">
          {t('children.loadFailed', { message: children.error.message })}
        </Alert>
      ) : children.data.length === 0 ? (
        <p className="text-muted">{t('children.none')}</p>
      ) : (
        children.data.map((child) => <ChildAttendance key={child.id} child={child} />)
      )}
    </>
  );
}

function ChildAttendance({ child }: { child: StudentRow }) {
  const history = useStudentHistory(child.id);
  const headingId = `child-attendance-${child.id}`;
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {fullName(child)}
        </h2>
        {history.isError ? (
          <p className="text-danger mb-0">{history.error.message}</p>
        ) : !history.data ? (
          <Spinner animation="border" size="sm" role="status" />
        ) : (
          <StudentHistory history={history.data} />
        )}
      </div>
    </section>
  );
}
