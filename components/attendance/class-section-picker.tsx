'use client';
/**
 * The class-sections the user may take attendance of (all for a School Admin, a Teacher's own),
 * the class they are class teacher of (`own`) first.
 */
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';

type Section = { id: number; name: string; own: boolean };

export function useMarkableSections() {
  return useQuery({
    queryKey: ['attendance-class-sections'],
    queryFn: async () =>
      (await apiFetch<{ data: Section[] }>('/api/student-attendance/class-sections')).data,
  });
}

export function ClassSectionPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('attendance');
  const { data, isPending } = useMarkableSections();
  return (
    <Form.Group controlId="attendance-class-section">
      <Form.Label className="small mb-1">{t('picker.label')}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={isPending}>
        <option value="">{isPending ? t('picker.loading') : t('picker.choose')}</option>
        {(data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Form.Select>
      {data && data.length === 0 && <Form.Text>{t('picker.none')}</Form.Text>}
    </Form.Group>
  );
}
