'use client';
/**
 * A student's brothers and sisters at the school: the other children of their guardians (the
 * students list filtered by guardian for staff; a guardian's own children for a guardian), each
 * linked to their profile.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { studentPath } from '@/components/people/record-kinds';
import { fullName, type StudentGuardian } from '@/components/people/student-types';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';

type Child = { id: number; first_name: string; last_name: string; class_section_name: string };

export function StudentSiblings({
  studentId,
  guardians,
}: {
  studentId: number;
  guardians: StudentGuardian[];
}) {
  const t = useTranslations('profile');
  const { can } = usePermissions();
  const staff = can('student-list');
  const guardianIds = guardians.map((g) => g.user_id);
  const siblings = useQuery({
    queryKey: ['student-siblings', studentId, staff, guardianIds],
    enabled: guardianIds.length > 0,
    queryFn: async () => {
      const lists = staff
        ? await Promise.all(
            guardianIds.map(
              async (id) =>
                (await apiFetch<{ data: Child[] }>(`/api/students?guardian_id=${id}&per_page=20`))
                  .data,
            ),
          )
        : [(await apiFetch<{ data: Child[] }>('/api/guardian/children')).data];
      const seen = new Map(lists.flat().map((c) => [c.id, c]));
      seen.delete(studentId);
      return [...seen.values()];
    },
  });
  if (!guardianIds.length || !siblings.data) return null;
  return siblings.data.length === 0 ? (
    <p className="text-body-secondary">{t('overview.noSiblings')}</p>
  ) : (
    <ul className="list-unstyled" aria-label={t('overview.siblings')}>
      {siblings.data.map((c) => (
        <li key={c.id}>
          <Link href={studentPath(c.id)}>{fullName(c)}</Link> · {c.class_section_name}
        </li>
      ))}
    </ul>
  );
}
