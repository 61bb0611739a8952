'use client';
/**
 * The admission form's starting values: empty with the school's next admission number, or
 * (converting an inquiry) the inquiry's child and parent from POST /api/admission-inquiries/{id}/convert.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import { emptyGuardian, type AdmissionInput } from './guardian-fields';
import type { ClassSectionItem } from './lookups';

export type PeopleSettings = {
  admission_number_pattern: string;
  roll_number_order: string;
  next_admission_no: string;
};
export const PEOPLE_SETTINGS_KEY = ['people-settings'] as const;

export function usePeopleSettings() {
  return useQuery({
    queryKey: PEOPLE_SETTINGS_KEY,
    queryFn: async () => (await apiFetch<{ data: PeopleSettings }>('/api/people-settings')).data,
  });
}

type Prefill = {
  inquiry_id: number;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  class_id: number | null;
  guardians: { full_name: string; email: string; phone: string | null; relation: 'other' }[];
};

export function useInquiryPrefill(inquiryId: number | undefined) {
  return useQuery({
    queryKey: ['inquiry-prefill', inquiryId],
    enabled: inquiryId !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async () =>
      (
        await apiFetch<{ data: Prefill }>(`/api/admission-inquiries/${inquiryId}/convert`, {
          method: 'POST',
        })
      ).data,
  });
}

/** An empty admission; `today` is the school's (useSchoolFormat().today()). */
export function blankAdmission(
  admissionNo: string,
  today: string,
  sessionId?: number,
): AdmissionInput {
  return {
    first_name: '',
    last_name: '',
    gender: '' as AdmissionInput['gender'],
    date_of_birth: '',
    class_section_id: '',
    session_year_id: sessionId ?? '',
    email: '',
    admission_no: admissionNo,
    admission_date: today,
    roll_number: null,
    current_address: '',
    permanent_address: '',
    guardians: [emptyGuardian(true)],
    inquiry_id: null,
  };
}

export function fromPrefill(
  prefill: Prefill,
  base: AdmissionInput,
  classSections: ClassSectionItem[],
): AdmissionInput {
  const section = classSections.find((cs) => cs.class_id === prefill.class_id);
  return {
    ...base,
    inquiry_id: prefill.inquiry_id,
    first_name: prefill.first_name,
    last_name: prefill.last_name,
    gender: prefill.gender ?? base.gender,
    date_of_birth: prefill.date_of_birth ?? '',
    class_section_id: section?.id ?? '',
    guardians: prefill.guardians.map((g, i) => ({
      ...emptyGuardian(i === 0),
      full_name: g.full_name,
      email: g.email,
      phone: g.phone ?? '',
      relation: g.relation,
    })),
  };
}
