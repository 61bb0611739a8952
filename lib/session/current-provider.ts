import 'server-only';
/** The provider signed in on the bare host, checked against the API; cached per request. */
import { cache } from 'react';
import { callApiJson } from '../bff/upstream';
import { getSession } from './session';
import { currentTenant } from './tenant';

export type ProviderAccount = {
  id: number;
  email: string;
  full_name: string;
  role: 'Provider';
  /** The console's language this provider chose; null: English. */
  locale?: string | null;
};

export const currentProvider = cache(async (): Promise<ProviderAccount | null> => {
  const tenant = await currentTenant();
  const session = await getSession();
  if (tenant.kind !== 'provider' || !session.token || session.subdomain) return null;
  const { status, body } = await callApiJson<{ data: { user: ProviderAccount } }>(
    { path: '/api/provider/me' },
    { token: session.token },
  );
  if (status === 401 || status === 403) return null;
  if (status !== 200) throw new Error(`Loading the provider account failed with status ${status}`);
  return body.data.user;
});
