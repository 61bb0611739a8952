'use client';
/**
 * The guardian filter of the student list: a name or e-mail looked up among the guardians;
 * the list then shows that guardian's children.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';

type Guardian = { id: number; full_name: string; email: string };

export function GuardianFilter({
  guardianId,
  onChange,
}: {
  guardianId: string;
  onChange: (id: string) => void;
}) {
  const t = useTranslations('people');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState('');
  const chosen = useQuery({
    queryKey: ['guardian', guardianId],
    enabled: Boolean(guardianId),
    queryFn: async () => (await apiFetch<{ data: Guardian }>(`/api/guardians/${guardianId}`)).data,
  });

  const find = async () => {
    setProblem('');
    const res = await apiFetch<{ data: Guardian[] }>(
      `/api/guardians?per_page=1&search=${encodeURIComponent(term.trim())}`,
    ).catch(() => ({ data: [] as Guardian[] }));
    if (res.data[0]) onChange(String(res.data[0].id));
    else setProblem(t('guardianFilter.notFound', { term: term.trim() }));
  };

  if (guardianId)
    return (
      <div className="small">
        <div className="mb-1">{t('guardianFilter.label')}</div>
        <Button size="sm" variant="outline-secondary" onClick={() => onChange('')}>
          {chosen.data ? chosen.data.full_name : t('guardianFilter.label')} ✕{' '}
          <span className="visually-hidden">{t('guardianFilter.clear')}</span>
        </Button>
      </div>
    );
  return (
    <Form.Group controlId="filter-guardian">
      <Form.Label className="small mb-1">{t('guardianFilter.label')}</Form.Label>
      <InputGroup>
        <Form.Control
          value={term}
          placeholder={t('guardianFilter.placeholder')}
          isInvalid={Boolean(problem)}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="outline-secondary" disabled={!term.trim()} onClick={() => void find()}>
          {t('guardianFilter.filter')}
        </Button>
        <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
