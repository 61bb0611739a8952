/**
 * School registration requests: a subdomain is free when no school uses it and no other
 * request for it is waiting for review. The partial unique index on pending requests settles
 * two requests racing for the same name.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { schoolRegistrations } from '../../../db/schema/public-forms';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { subdomainInUse } from '../platform';
import type { schoolRegistrationSchema } from './schemas';
import type { AuditRecorder } from '../../http/audit';
import { isPublishedPlan } from '../subscriptions';
import { apiMessage, type ApiMessage } from '../../http/messages';

/** The English of the refusals below (tests compare with it; the words are the catalogue's). */
export const SUBDOMAIN_USED_BY_SCHOOL =
  'This subdomain is already used by a school; please choose another.';
export const SUBDOMAIN_PENDING =
  'A registration request for this subdomain is already waiting for review; please choose another.';

/** Why a well-formed subdomain cannot be requested now, or undefined when it is free. */
export async function subdomainProblem(
  db: Executor,
  subdomain: string,
): Promise<ApiMessage | undefined> {
  if (await subdomainInUse(db, subdomain)) return apiMessage('platform.subdomainUsed');
  const [pending] = await db
    .select({ id: schoolRegistrations.id })
    .from(schoolRegistrations)
    .where(
      and(eq(schoolRegistrations.subdomain, subdomain), eq(schoolRegistrations.status, 'pending')),
    )
    .limit(1);
  return pending ? apiMessage('platform.subdomainPending') : undefined;
}

// Two requests racing past the check above: the partial unique index refuses the second.
reportUniqueViolationOn(
  'school_registrations_pending_subdomain_unique',
  'subdomain',
  SUBDOMAIN_PENDING,
);

export async function fileRegistration(
  db: Database,
  input: z.output<typeof schoolRegistrationSchema>,
  audit: AuditRecorder,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const problem = await subdomainProblem(tx, input.subdomain);
    if (problem) throw validationFailed({ subdomain: problem });
    if (input.plan_id !== undefined && !(await isPublishedPlan(tx, input.plan_id)))
      throw validationFailed({ plan_id: apiMessage('platform.planOnOffer') });
    const row = oneRow(
      await tx
        .insert(schoolRegistrations)
        .values({
          schoolName: input.school_name,
          subdomain: input.subdomain,
          contactName: input.contact_name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          country: input.country,
          message: input.message ?? null,
          planId: input.plan_id ?? null,
        })
        .returning({ id: schoolRegistrations.id }),
      'inserting one row into schoolRegistrations',
    );
    await audit(tx, {
      action: 'submit',
      entity: 'school-registrations',
      entityId: row.id,
      schoolId: null,
      after: input,
    });
    return row;
  });
}
