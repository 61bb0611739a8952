'use client';
/**
 * The admin dashboard's register completion card (the attendance module's `register_completion`
 * field): which class-sections have not taken today's register, with their class teachers, each
 * a link to that register; on a holiday or weekly off day, why no register is due.
 */
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import { useTranslations } from 'use-intl';
import type { RegisterCompletion } from '@/lib/api/modules/attendance/types';

export function RegisterCompletionCard({ completion }: { completion: RegisterCompletion }) {
  const t = useTranslations('attendance');
  const pending = completion.class_sections;
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('completion.title')}
        </Card.Title>
        {completion.reason ? (
          <p className="mb-0 text-body-secondary">{completion.reason}</p>
        ) : !pending.length ? (
          <p className="mb-0">{t('completion.allTaken', { total: completion.total })}</p>
        ) : (
          <>
            <p>{t('completion.missing', { count: pending.length, total: completion.total })}</p>
            <ul className="list-unstyled mb-0" aria-label={t('completion.listLabel')}>
              {pending.map((s) => (
                <li key={s.id} className="d-flex flex-wrap gap-2 border-top py-1">
                  <Link
                    href={`/attendance/mark-attendance?class_section_id=${s.id}&date=${completion.date}`}
                  >
                    {s.name}
                  </Link>
                  <span className="text-body-secondary">
                    {s.class_teacher?.name ?? t('completion.noClassTeacher')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
