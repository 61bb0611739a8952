/**
 * The public forms of the marketing site: partner applications ("Become an associate") and
 * school registration requests, with a subdomain availability check for the wizard. Anyone
 * may call them; the provider reviews what they file.
 */
import { z } from 'zod';
import { oneRow } from '../../../db/one-row';
import { partnerApplications } from '../../../db/schema/public-forms';
import { envelope, inReaderLanguage } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { parseOrThrow } from '../../http/validation';
import { fileRegistration, subdomainProblem } from './registrations';
import {
  partnerApplicationSchema,
  schoolRegistrationSchema,
  subdomainParamSchema,
} from './schemas';
import { apiMessage, renderApiText } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';

const filed = z.object({ id: z.number(), status: z.literal('pending') });

export const publicFormRoutes = [
  defineRoute({
    method: 'POST',
    path: '/partner-applications',
    tag: 'public-forms',
    summary: 'Apply to become a Schola associate (partner); reviewed by the provider',
    access: access.public,
    body: partnerApplicationSchema,
    response: filed,
    audit: { entity: 'partner-applications', actions: ['submit'] },
    handler: async ({ c, db, body, audit }) => {
      const row = await db.transaction(async (tx) => {
        const created = oneRow(
          await tx
            .insert(partnerApplications)
            .values({
              fullName: body.full_name,
              organisation: body.organisation,
              email: body.email,
              phone: body.phone,
              region: body.region,
              message: body.message,
            })
            .returning({ id: partnerApplications.id }),
          'inserting one row into partnerApplications',
        );
        const entry = { entity: 'partner-applications', entityId: created.id, schoolId: null };
        await audit(tx, { ...entry, action: 'submit', after: body });
        return created;
      });
      // c.json answers as it is: the keyed message is rendered as mount.ts renders the others.
      return c.json(
        await inReaderLanguage(
          envelope(
            { id: row.id, status: 'pending' as const },
            apiMessage('done.applicationReceived'),
          ),
        ),
        201,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    // A path parameter, not ?subdomain=: that query parameter chooses the tenant in middleware.
    path: '/school-registrations/subdomain-availability/:subdomain',
    tag: 'public-forms',
    summary: 'Whether a subdomain can be requested for a new school',
    access: access.public,
    response: z.object({ subdomain: z.string(), available: z.boolean(), message: z.string() }),
    handler: async ({ db, params }) => {
      const { subdomain } = parseOrThrow(subdomainParamSchema, params);
      const problem = await subdomainProblem(db, subdomain);
      const message = problem ?? apiMessage('platform.subdomainFree');
      return envelope({
        subdomain,
        available: !problem,
        message: renderApiText(message, await readerLanguage()),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/school-registrations',
    tag: 'public-forms',
    summary: 'Ask for a new school; the provider approves or rejects the request',
    access: access.public,
    body: schoolRegistrationSchema,
    response: filed,
    audit: { entity: 'school-registrations', actions: ['submit'] },
    handler: async ({ c, db, body, audit }) => {
      const row = await fileRegistration(db, body, audit);
      // c.json answers as it is: the keyed message is rendered as mount.ts renders the others.
      return c.json(
        await inReaderLanguage(
          envelope(
            { id: row.id, status: 'pending' as const },
            apiMessage('done.registrationReceived'),
          ),
        ),
        201,
      );
    },
  }),
];
