/**
 * The certificates module's routes: issue (POST /certificates → its gapless `serial_no`), the
 * list (GET /certificates?student_id=&kind=, list conventions, CSV), one certificate
 * (GET /certificates/{id}) and its PDF (GET /certificates/{id}.pdf: the same route, the id
 * written with `.pdf`), the ID cards of a class-section or a student (GET /id-cards.pdf,
 * streamed), the templates, and the public verification behind the QR codes.
 */
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { pdfResponse } from '../../http/pdf-response';
import { readerLanguage } from '../../http/reader-language';
import { listResponse } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { INT4_MAX } from '../../../validation/integers';
import { idCardRoutes } from './id-cards';
import { checkIssue, issueCertificate } from './issue';
import { certificateList, readCertificate } from './lists';
import { certificatePaper } from './papers';
import { issueSchema } from './schemas';
import { templateRoutes } from './templates';
import { verificationRoutes } from './verification';

const TAG = 'certificates';
const ENTITY = 'certificates';

/** "12" or "12.pdf": the certificate's id, and whether its PDF is asked for. */
function certificatePath(raw: string | undefined): { id: number; pdf: boolean } {
  const match = /^([1-9]\d{0,9})(\.pdf)?$/.exec(raw ?? '');
  const id = Number(match?.[1]);
  if (!match || id > INT4_MAX) throw notFound('certificate');
  return { id, pdf: Boolean(match[2]) };
}

export const certificateRoutes = [
  ...templateRoutes,
  defineRoute({
    method: 'GET',
    path: '/certificates',
    tag: TAG,
    summary:
      'Certificates issued, filtered by student and kind; paginated, sortable, format=csv exports the whole filtered list',
    access: access.permission('certificates-list'),
    query: certificateList.query,
    handler: ({ db, caller, query }) => listResponse(certificateList, db, caller.school.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/certificates/:id',
    tag: TAG,
    summary:
      'One certificate as issued; written {id}.pdf, its printable PDF (?download=1 as a file)',
    access: access.permission('certificates-list'),
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    handler: async ({ c, db, caller, params, query }) => {
      const { id, pdf } = certificatePath(params.id);
      const row = await readCertificate(db, caller.school.id, id);
      if (!row) throw notFound('certificate');
      if (!pdf) return envelope(row);
      const content = await certificatePaper(
        db,
        c.var.deps.config,
        caller,
        row,
        await readerLanguage(),
      );
      return pdfResponse(content, `certificate-${row.serial_no}.pdf`, query.download);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/certificates',
    tag: TAG,
    summary:
      'Issue a certificate (bonafide, character, transfer) to a student; answers its serial_no from the gapless per-school sequence',
    access: access.permission('certificates-create'),
    body: issueSchema,
    audit: { entity: ENTITY, actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      checkIssue(body); // refused before a transaction is opened
      const locale = await readerLanguage();
      const created = await db.transaction(async (tx) => {
        const id = await issueCertificate(tx, caller, body, locale);
        const after = await readCertificate(tx, caller.school.id, id);
        if (!after)
          throw validationFailed({ student_id: apiMessage('certificates.studentUnknown') });
        // The student's id is in the entry, so the profile's timeline finds it (contract §4).
        await audit(tx, { action: 'create', entity: ENTITY, entityId: id, after });
        return after;
      });
      return envelope(created, apiMessage('done.certificateIssued', { serial: created.serial_no }));
    },
  }),
  ...idCardRoutes,
  ...verificationRoutes,
];
