'use client';
/**
 * One teacher's page: the staff profile's tabs (components/profile/staff-profile.tsx), the
 * overview adding the class-sections they lead and the subjects they teach.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import {
  StaffFacts,
  StaffProfileFrame,
  type StaffMember,
} from '@/components/profile/staff-profile';
import { apiFetch } from '@/lib/client/api-fetch';
import { TEACHER } from './record-kinds';

type TeacherData = StaffMember & {
  class_teacher_of: { class_section_id: number; name: string }[];
  subject_teacher_of: number[];
};
type ClassSubject = { id: number; class: string; subject: string; semester: string | null };

export function TeacherProfile({ id }: { id: number }) {
  const t = useTranslations('people');
  const query = useQuery({
    queryKey: TEACHER.queryKey(id),
    queryFn: async () => (await apiFetch<{ data: TeacherData }>(`/api/teachers/${id}`)).data,
  });
  const subjects = useQuery({
    queryKey: ['class-subject-options'],
    queryFn: async () =>
      (await apiFetch<{ data: ClassSubject[] }>('/api/class-subjects?per_page=100')).data,
    enabled: (query.data?.subject_teacher_of.length ?? 0) > 0,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('teachers.loadFailed', { message: query.error.message })}</Alert>
    );
  const teacher = query.data;
  const taught = (subjects.data ?? []).filter((s) => teacher.subject_teacher_of.includes(s.id));
  return (
    <StaffProfileFrame
      member={teacher}
      overview={() => (
        <>
          <StaffFacts member={teacher} />
          <h2 className="h6">{t('teachers.classTeacherOf')}</h2>
          {teacher.class_teacher_of.length === 0 ? (
            <p className="text-body-secondary">{t('teachers.noClassSection')}</p>
          ) : (
            <ul>
              {teacher.class_teacher_of.map((c) => (
                <li key={c.class_section_id}>{c.name}</li>
              ))}
            </ul>
          )}
          <h2 className="h6">{t('teachers.subjectTeacherOf')}</h2>
          {teacher.subject_teacher_of.length === 0 ? (
            <p className="text-body-secondary">{t('teachers.noSubject')}</p>
          ) : subjects.isPending ? (
            <Spinner animation="border" size="sm" role="status" />
          ) : (
            <ul>
              {taught.map((s) => (
                <li key={s.id}>
                  {s.subject} · {s.class}
                  {s.semester ? ` · ${s.semester}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
