'use client';
/**
 * Saving one of the requirements forms: the request, its toast, the reads refreshed after it
 * (this screen's and the draft screen's figures), and on a refusal the API's field messages
 * (`loads.2.periods_per_week`) and its sentence, kept for the form to show.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';

export function useRequirementSave(refreshKey: readonly string[]) {
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Null when the API took it, else its refusal's sentence. */
  const send = async (method: string, path: string, body?: object): Promise<string | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiFetch<{ message: string }>(path, {
        method,
        body: body ? JSON.stringify(body) : undefined,
      });
      toast.success(answer.message);
      setErrors({});
      await client.invalidateQueries({ queryKey: refreshKey });
      return null;
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.fieldErrors : {});
      const message = (error as Error).message;
      setFailure(message);
      return message;
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, send };
}
