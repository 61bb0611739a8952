/**
 * The provider's lists of what visitors filed — school registration requests, partner
 * applications — and of the e-mails kept in the outbox: paged, searchable, sortable, with a CSV
 * of the whole filter (lib/api/http/provider-list.ts). Rows keep the fields the console has
 * always read (the columns as stored).
 */
import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import {
  outboxEmails,
  partnerApplications,
  schoolRegistrations,
  type ReviewStatus,
} from '../../../db/schema/public-forms';
import { withholdOneTimeLinks } from '../../../mail/one-time-links';
import { listQuery } from '../../http/list';
import type { ProviderListDefinition } from '../../http/provider-list';

/** Pending by default: the requests still waiting for the provider. */
const statusFilter = {
  status: z
    .enum(['pending', 'approved', 'rejected', 'all'], {
      error: 'The status must be pending, approved, rejected or all.',
    })
    .default('pending'),
};

const statusIs = (
  column: typeof schoolRegistrations.status | typeof partnerApplications.status,
  status: ReviewStatus | 'all',
) => (status === 'all' ? undefined : eq(column, status));

const registrationsQuery = listQuery(
  ['created_at', 'school_name', 'subdomain', 'contact_name', 'country', 'status'],
  statusFilter,
);
type Registration = typeof schoolRegistrations.$inferSelect;

export const registrationList: ProviderListDefinition<
  Registration,
  Registration,
  z.output<typeof registrationsQuery>
> = {
  query: registrationsQuery,
  spec: {
    select: (db) => db.select(getTableColumns(schoolRegistrations)).from(schoolRegistrations),
    id: schoolRegistrations.id,
    search: [
      schoolRegistrations.schoolName,
      schoolRegistrations.subdomain,
      schoolRegistrations.contactName,
      schoolRegistrations.email,
      schoolRegistrations.city,
      schoolRegistrations.country,
    ],
    sort: {
      created_at: schoolRegistrations.createdAt,
      school_name: schoolRegistrations.schoolName,
      subdomain: schoolRegistrations.subdomain,
      contact_name: schoolRegistrations.contactName,
      country: schoolRegistrations.country,
      status: schoolRegistrations.status,
    },
    defaultSort: '-created_at',
    filters: (p) => [statusIs(schoolRegistrations.status, p.status)],
  },
  csv: {
    fileName: 'school-registrations.csv',
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'School', value: (r) => r.schoolName },
      { header: 'Subdomain', value: (r) => r.subdomain },
      { header: 'Contact', value: (r) => r.contactName },
      { header: 'E-mail', value: (r) => r.email },
      { header: 'Phone', value: (r) => r.phone },
      { header: 'Address', value: (r) => r.address },
      { header: 'City', value: (r) => r.city },
      { header: 'Country', value: (r) => r.country },
      { header: 'Message', value: (r) => r.message },
      { header: 'Status', value: (r) => r.status },
      { header: 'Filed', value: (r) => r.createdAt.toISOString() },
      { header: 'Reviewed', value: (r) => r.reviewedAt?.toISOString() },
    ],
  },
};

const partnerQuery = listQuery(
  ['created_at', 'full_name', 'organisation', 'region', 'status'],
  statusFilter,
);
type PartnerApplication = typeof partnerApplications.$inferSelect;

export const partnerApplicationList: ProviderListDefinition<
  PartnerApplication,
  PartnerApplication,
  z.output<typeof partnerQuery>
> = {
  query: partnerQuery,
  spec: {
    select: (db) => db.select(getTableColumns(partnerApplications)).from(partnerApplications),
    id: partnerApplications.id,
    search: [
      partnerApplications.fullName,
      partnerApplications.organisation,
      partnerApplications.email,
      partnerApplications.region,
    ],
    sort: {
      created_at: partnerApplications.createdAt,
      full_name: partnerApplications.fullName,
      organisation: partnerApplications.organisation,
      region: partnerApplications.region,
      status: partnerApplications.status,
    },
    defaultSort: '-created_at',
    filters: (p) => [statusIs(partnerApplications.status, p.status)],
  },
  csv: {
    fileName: 'partner-applications.csv',
    columns: [
      { header: 'ID', value: (a) => a.id },
      { header: 'Applicant', value: (a) => a.fullName },
      { header: 'Organisation', value: (a) => a.organisation },
      { header: 'E-mail', value: (a) => a.email },
      { header: 'Phone', value: (a) => a.phone },
      { header: 'Region', value: (a) => a.region },
      { header: 'Message', value: (a) => a.message },
      { header: 'Status', value: (a) => a.status },
      { header: 'Filed', value: (a) => a.createdAt.toISOString() },
      { header: 'Reviewed', value: (a) => a.reviewedAt?.toISOString() },
    ],
  },
};

const outboxQuery = listQuery(['created_at', 'recipient', 'subject']);
type Mail = typeof outboxEmails.$inferSelect;

export const outboxList: ProviderListDefinition<Mail, Mail, z.output<typeof outboxQuery>> = {
  query: outboxQuery,
  spec: {
    select: (db) => db.select(getTableColumns(outboxEmails)).from(outboxEmails),
    id: outboxEmails.id,
    search: [outboxEmails.recipient, outboxEmails.subject],
    sort: {
      created_at: outboxEmails.createdAt,
      recipient: outboxEmails.recipient,
      subject: outboxEmails.subject,
    },
    defaultSort: '-created_at',
  },
  // A reset link is a key to someone's account: the provider is not its holder.
  shown: async () => (mail) => ({ ...mail, body: withholdOneTimeLinks(mail.body) }),
  csv: {
    fileName: 'outbox.csv',
    columns: [
      { header: 'ID', value: (m) => m.id },
      { header: 'To', value: (m) => m.recipient },
      { header: 'Subject', value: (m) => m.subject },
      { header: 'Body', value: (m) => m.body },
      { header: 'Kept because', value: (m) => m.reason },
      { header: 'Kept at', value: (m) => m.createdAt.toISOString() },
    ],
  },
};
