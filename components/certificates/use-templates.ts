'use client';
/** The school's templates (GET /api/certificate-templates) and saving one (PUT). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { apiFetch } from '@/lib/client/api-fetch';
import { TEMPLATES_KEY, type Template } from './api';

export function useTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: async () => (await apiFetch<{ data: Template[] }>('/api/certificate-templates')).data,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiFetch<{ data: Template; message: string }>('/api/certificate-templates', {
        method: 'PUT',
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

/**
 * Saving a template from a form: the API's message as a toast, a 422's messages by field
 * (`errors`), anything else as an error toast.
 */
export function useTemplateForm() {
  const save = useSaveTemplate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (body: Record<string, unknown>) => {
    setErrors({});
    try {
      toast.success((await save.mutateAsync(body)).message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) setErrors(error.fieldErrors);
      else toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return { errors, submit, saving: save.isPending };
}
