/**
 * The people records that have a page of their own, with the list each belongs to, the API
 * path of one record and the cache key its profile reads it under (shared by the server page
 * that prefetches it and the client profile that shows it).
 */
import { LIST_KEY } from '@/components/ui/list-key';
import type { RecordKind } from '@/components/shell/record-page';
import { fullName, type StudentProfileData } from './student-types';

export const STUDENT_LIST_PATH = '/student/student-details';
export const GUARDIAN_LIST_PATH = '/guardian';
export const TEACHER_LIST_PATH = '/teacher/teacher-details';
export const STAFF_LIST_PATH = '/staff';

export const studentPath = (id: number) => `${STUDENT_LIST_PATH}/${id}`;
export const guardianPath = (id: number) => `${GUARDIAN_LIST_PATH}/${id}`;
export const teacherPath = (id: number) => `${TEACHER_LIST_PATH}/${id}`;
export const staffPath = (id: number) => `${STAFF_LIST_PATH}/${id}`;

export const STUDENT: RecordKind<StudentProfileData> = {
  listPath: STUDENT_LIST_PATH,
  apiPath: (id) => `/api/students/${id}`,
  queryKey: (id) => [LIST_KEY, 'student', id],
  nameOf: fullName,
  kind: 'Student',
};

export const GUARDIAN: RecordKind<{ full_name: string }> = {
  listPath: GUARDIAN_LIST_PATH,
  apiPath: (id) => `/api/guardians/${id}`,
  queryKey: (id) => [LIST_KEY, 'guardian-profile', id],
  nameOf: (g) => g.full_name,
  kind: 'Guardian',
};

export const TEACHER: RecordKind<{ full_name: string }> = {
  listPath: TEACHER_LIST_PATH,
  apiPath: (id) => `/api/teachers/${id}`,
  queryKey: (id) => [LIST_KEY, 'teacher-profile', id],
  nameOf: (t) => t.full_name,
  kind: 'Teacher',
};

export const STAFF: RecordKind<{ full_name: string }> = {
  listPath: STAFF_LIST_PATH,
  apiPath: (id) => `/api/staff/${id}`,
  queryKey: (id) => ['staff-profile', id],
  nameOf: (t) => t.full_name,
  kind: 'Staff member',
};
