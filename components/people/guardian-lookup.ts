'use client';
/**
 * Finding a guardian by e-mail before admitting: siblings share one guardian account, so an
 * e-mail already known links that person instead of creating a new one (the API does the
 * same matching; this only tells the user in advance).
 */
import { apiFetch } from '@/lib/client/api-fetch';

export type KnownGuardian = { id: number; full_name: string; email: string; phone: string | null };

export async function findGuardianByEmail(email: string): Promise<KnownGuardian | null> {
  const wanted = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(wanted)) return null;
  const res = await apiFetch<{ data: KnownGuardian[] }>(
    `/api/guardians?per_page=5&search=${encodeURIComponent(wanted)}`,
  );
  return res.data.find((g) => g.email === wanted) ?? null;
}
