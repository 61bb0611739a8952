/**
 * Reviewing what visitors filed: school registration requests (approving one creates the
 * school, its School Admin and default settings, and e-mails the contact their sign-in) and
 * partner applications.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { partnerApplications, schoolRegistrations } from '../../../db/schema/public-forms';
import { keepInOutbox, NO_SMTP_REASON, sendInBackground } from '../../../mail/send-mail';
import { schoolReadyMail } from '../../../mail/messages';
import type { ApiDeps } from '../../http/context';
import { envelope } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { parseId } from '../../http/resource';
import { providerListRoute } from '../../http/provider-list';
import { access, defineRoute } from '../../http/route';
import type { AuditRecorder } from '../../http/audit';
import { createSchool } from '../platform';
import { startTrialOf } from '../subscriptions';
import { outboxList, partnerApplicationList, registrationList } from './review-lists';
import { apiMessage } from '../../http/messages';

/** A positive 32-bit id, else "the request was not found" (never a database error). */
function idOf(params: Record<string, string>): number {
  return parseId(params.id, 'request');
}

export function schoolAddress(appHost: string, subdomain: string): string {
  return `http://${subdomain}.${appHost}/`;
}

async function approveRegistration(
  db: Database,
  id: number,
  config: ApiDeps['config'],
  audit: AuditRecorder,
) {
  const result = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(schoolRegistrations)
      .where(eq(schoolRegistrations.id, id))
      .for('update');
    if (!request) throw notFound('registrationRequest');
    if (request.status !== 'pending')
      throw new ApiError(
        'conflict',
        apiMessage('platform.alreadyReviewed', { status: request.status }),
      );
    // createSchool opens a savepoint inside this transaction: the school and the approval commit together.
    const school = await createSchool(tx, {
      name: request.schoolName,
      subdomain: request.subdomain,
      adminEmail: request.email,
      adminName: request.contactName,
      timeZone: config.defaultTimeZone,
      settings: {
        phone: request.phone,
        address: `${request.address}, ${request.city}, ${request.country}`,
      },
    });
    // The plan asked for starts with its trial, in the same transaction as the school.
    if (request.planId !== null)
      await startTrialOf(tx, school.id, request.planId, config.defaultTimeZone);
    await tx
      .update(schoolRegistrations)
      .set({ status: 'approved', reviewedAt: new Date() })
      .where(eq(schoolRegistrations.id, id));
    // Recorded in the new school's log: its first line says who let it in.
    await audit(tx, {
      action: 'approve',
      entity: 'school-registrations',
      entityId: id,
      schoolId: school.id,
      before: { status: request.status },
      after: { status: 'approved', school_id: school.id, subdomain: school.subdomain },
    });
    const address = schoolAddress(config.appHost, school.subdomain);
    // A new school starts in English (its admin chooses its language in its settings).
    const mail = schoolReadyMail(
      'en',
      request.email,
      request.schoolName,
      address,
      school.adminPassword,
    );
    if (!config.smtpUrl) await keepInOutbox(tx, mail, NO_SMTP_REASON, config);
    return {
      mail,
      school: { id: school.id, school_code: school.code, subdomain: school.subdomain, address },
    };
  });
  sendInBackground(db, result.mail, config);
  return result.school;
}

const REVIEWED = {
  'school-registrations': schoolRegistrations,
  'partner-applications': partnerApplications,
} as const;

type Reviewed = keyof typeof REVIEWED;

/** A pending request's new status and its audit row, in one transaction; no school owns it yet. */
async function review(
  db: Database,
  entity: Reviewed,
  id: number,
  decision: 'approved' | 'rejected',
  audit: AuditRecorder,
) {
  const table = REVIEWED[entity];
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
    if (!row) throw notFound('request');
    if (row.status !== 'pending')
      throw new ApiError(
        'conflict',
        apiMessage('platform.alreadyReviewed', { status: row.status }),
      );
    await tx
      .update(table)
      .set({ status: decision, reviewedAt: new Date() })
      .where(eq(table.id, id));
    await audit(tx, {
      action: decision === 'approved' ? 'approve' : 'reject',
      entity,
      entityId: id,
      schoolId: null,
      before: row,
      after: { status: decision },
    });
  });
}

export const providerReviewRoutes = [
  providerListRoute({
    path: '/provider/registrations',
    tag: 'provider',
    summary: 'School registration requests (status: pending by default, or all), newest first',
    list: registrationList,
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/registrations/:id/approve',
    tag: 'provider',
    summary: 'Approve a request: creates the school and its School Admin, e-mails the sign-in',
    access: access.provider,
    audit: { entity: 'school-registrations', actions: ['approve'] },
    handler: async ({ c, db, params, audit }) =>
      envelope(
        await approveRegistration(db, idOf(params), c.get('deps').config, audit),
        apiMessage('done.schoolCreated'),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/registrations/:id/reject',
    tag: 'provider',
    summary: 'Reject a school registration request',
    access: access.provider,
    audit: { entity: 'school-registrations', actions: ['reject'] },
    handler: async ({ db, params, audit }) => {
      await review(db, 'school-registrations', idOf(params), 'rejected', audit);
      return envelope(null, apiMessage('done.requestRejected'));
    },
  }),
  providerListRoute({
    path: '/provider/partner-applications',
    tag: 'provider',
    summary:
      'Partner ("become an associate") applications (status: pending by default, or all), newest first',
    list: partnerApplicationList,
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/partner-applications/:id/approve',
    tag: 'provider',
    summary: 'Accept a partner application',
    access: access.provider,
    audit: { entity: 'partner-applications', actions: ['approve'] },
    handler: async ({ db, params, audit }) => {
      await review(db, 'partner-applications', idOf(params), 'approved', audit);
      return envelope(null, apiMessage('done.publicApplicationAccepted'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/partner-applications/:id/reject',
    tag: 'provider',
    summary: 'Reject a partner application',
    access: access.provider,
    audit: { entity: 'partner-applications', actions: ['reject'] },
    handler: async ({ db, params, audit }) => {
      await review(db, 'partner-applications', idOf(params), 'rejected', audit);
      return envelope(null, apiMessage('done.publicApplicationRejected'));
    },
  }),
  providerListRoute({
    path: '/provider/outbox',
    tag: 'provider',
    summary:
      'E-mails kept because no SMTP server is configured (or it refused them), newest first; one-time links withheld',
    list: outboxList,
  }),
];
