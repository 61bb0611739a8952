'use client';
/**
 * A student chosen by typing part of a name or admission number (GET /api/students?search=),
 * bound to the surrounding form's field: the matches are offered in a list below.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';

type Match = {
  id: number;
  first_name: string;
  last_name: string;
  admission_no: string;
  class_section_name?: string;
};

export function StudentPicker(props: { name: string; label: string }) {
  const t = useTranslations('certificates');
  const form = useFormContext();
  const [term, setTerm] = useState('');
  const search = term.trim();
  const { data } = useQuery({
    queryKey: ['certificate-student-search', search],
    enabled: search.length >= 2,
    queryFn: async () =>
      (
        await apiFetch<{ data: Match[] }>(
          `/api/students?search=${encodeURIComponent(search)}&per_page=10&total=omit`,
        )
      ).data,
  });
  const error = form.formState.errors[props.name]?.message;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="certificate-student-search">{props.label}</Form.Label>
      <Form.Control
        id="certificate-student-search"
        type="search"
        value={term}
        placeholder={t('issue.studentHint')}
        onChange={(e) => setTerm(e.target.value)}
      />
      <Controller
        control={form.control}
        name={props.name}
        render={({ field }) => (
          <Form.Select
            className="mt-2"
            aria-label={props.label}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value)}
            isInvalid={Boolean(error)}
          >
            <option value="">{t('issue.studentHint')}</option>
            {(data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {`${s.first_name} ${s.last_name} (${s.admission_no})`}
              </option>
            ))}
          </Form.Select>
        )}
      />
      {typeof error === 'string' && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
