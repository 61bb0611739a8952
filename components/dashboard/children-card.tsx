'use client';
/**
 * A guardian's dashboard: their children with class-section, what each still owes in fees (the
 * same balance the school's Collect Fee screen shows), each child's attendance (this session
 * year, per month), and the way to their profiles.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { childBalanceQuery, failureMessage, guardianChildrenQuery } from './queries';
import { useCardQuery } from './use-guardian-query';

// A month's history opens on a tap: its modal (and the attendance words it needs) load then,
// not with every dashboard.
const StudentHistoryModal = dynamic(
  () => import('@/components/attendance/student-history-modal').then((m) => m.StudentHistoryModal),
  { ssr: false },
);

export function ChildrenCard() {
  const t = useTranslations('dashboard');
  const [showing, setShowing] = useState<number | null>(null);
  const { data, isError, error } = useCardQuery(guardianChildrenQuery);
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('children.title')}
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('children.loadFailed', { error: failureMessage(error, t('figures.noAnswer')) })}
          </p>
        ) : !data ? (
          <div role="status" aria-label={t('children.loading')}>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={6} /> <Placeholder xs={4} />
            </Placeholder>
          </div>
        ) : data.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('children.none')}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {data.map((c) => (
              <li key={c.id} className="d-flex justify-content-between border-bottom py-2">
                <span className="fw-semibold">
                  {c.first_name} {c.last_name}
                </span>
                <span className="text-body-secondary">
                  {c.class_section_name} · {c.admission_no} ·{' '}
                  <Button
                    variant="link"
                    className="p-0 align-baseline"
                    onClick={() => setShowing(c.id)}
                    aria-label={t('children.attendanceOf', {
                      name: `${c.first_name} ${c.last_name}`,
                    })}
                  >
                    {t('children.attendance')}
                  </Button>
                  <ChildBalance studentId={c.id} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {data && data.length > 0 && <Link href="/guardian">{t('children.profiles')}</Link>}
        {showing !== null && (
          <StudentHistoryModal studentId={showing} onClose={() => setShowing(null)} />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * The child's fee balance from GET /api/students/{id}/fees (a guardian reads their own
 * children's); nothing while loading, or when the school's plan has no fees (403).
 */
function ChildBalance({ studentId }: { studentId: number }) {
  const t = useTranslations('dashboard');
  const format = useSchoolFormat();
  const { data } = useCardQuery(childBalanceQuery(studentId), { retry: false });
  if (data === undefined) return null;
  return (
    <>
      {' · '}
      {data > 0 ? t('children.feesDue', { amount: format.money(data) }) : t('children.noFeesDue')}
    </>
  );
}
