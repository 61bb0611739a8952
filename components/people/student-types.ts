/** The shapes the students API answers with (lib/api/modules/people/student-queries.ts). */
export type StudentRow = {
  id: number;
  /** The fields the school defines, those the reader may see (custom-fields). */
  custom_fields?: Record<string, unknown>;
  admission_no: string;
  roll_number: number | null;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'other';
  date_of_birth: string;
  admission_date: string;
  class_section_id: number;
  class_section_name: string;
  session_year_id: number;
  session_year_name: string;
  email: string | null;
  current_address: string | null;
  permanent_address: string | null;
  photo: string | null;
  status: 'active' | 'left' | 'alumni';
};

export type StudentGuardian = {
  user_id: number;
  full_name: string;
  email: string;
  phone: string | null;
  occupation: string | null;
  relation: 'father' | 'mother' | 'other';
  is_primary: boolean;
};

export type HistoryEntry = {
  id: number;
  event: string;
  on_date: string;
  from_class_section_id: number | null;
  to_class_section_id: number | null;
  from_session_year_id: number | null;
  to_session_year_id: number | null;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  by: string | null;
};

export type StudentProfileData = StudentRow & {
  guardians: StudentGuardian[];
  history: HistoryEntry[];
  /** The school's own fields the reader may see (issue 29; absent before the custom-fields module). */
  custom_fields?: Record<string, unknown>;
};

export const fullName = (s: { first_name: string; last_name: string }) =>
  `${s.first_name} ${s.last_name}`;
