/**
 * POST /api/provider/schools/restore (provider only): a school's backup archive restored as a
 * NEW school under a subdomain the provider chooses (a school moved from another server, or a
 * copy to inspect). The archive is checked exactly as for a school restoring itself, except
 * that it may come from any school and need not carry this deployment's signature (a school
 * moved from another server: its audit row says whether it was signed here), and its ids
 * need not be this deployment's: every row is renumbered (renumber.ts), whoever signed it.
 * Then one transaction creates the school's row and writes every row of the archive with the
 * new school's id and fresh ids, and the files are copied in after. One at a time per
 * subdomain, within the deployment's cap (restore-locks.ts).
 *
 * The new school gets only its row from onboarding: its roles, accounts (with their
 * passwords), settings and session years are the archive's, so nothing is created twice. What
 * a backup leaves out stays as for a school made by the CLI: no subscription (every module, no
 * limits, until the provider assigns a plan), no sessions, no backups; the receipt counter
 * continues after the archive's highest receipt number.
 */
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { continueReceiptNumbers } from '../fees';
import { insertSchoolRow } from '../platform';
import { schoolAddress, subdomainProblem } from '../public-forms';
import { subdomainField } from '../public-forms/schemas';
import { copyArchiveInto } from './apply';
import {
  archiveField,
  checkedArchive,
  inStaging,
  refusedAsField,
  restoresAtOnce,
  rowsIn,
  signingKeyFor,
  storageOf,
} from './restore-steps';
import { takeRestorePlace } from './restore-locks';
import { replaceSchoolFiles } from './school-files';
import { isSignedBy } from './signing';
import { currentPlan } from './tenant-tables';
import { apiMessage } from '../../http/messages';

export const restoreAsNewSchoolSchema = z.object({
  file: archiveField,
  subdomain: subdomainField,
  /** The new school's name; the archive's school name when left empty. */
  name: z
    .string()
    .trim()
    .max(150, 'The school name must have at most 150 characters.')
    .refine((n) => n === '' || n.length >= 2, 'The school name must have at least 2 characters.')
    .optional()
    .transform((n) => n || undefined),
});

export const providerRestoreRoutes = [
  defineRoute({
    method: 'POST',
    path: '/provider/schools/restore',
    tag: 'provider',
    summary:
      "Restore a school's backup archive as a new school (multipart `file`, `subdomain`, optional `name`); checked first, then all or nothing",
    access: access.provider,
    body: restoreAsNewSchoolSchema,
    audit: { entity: 'schools', actions: ['restore'] },
    handler: async ({ c, db, body, audit }) => {
      const taken = await subdomainProblem(db, body.subdomain);
      if (taken) throw validationFailed({ subdomain: taken });
      const bytes = new Uint8Array(await body.file.arrayBuffer());
      const plan = currentPlan();
      const release = takeRestorePlace(`new school ${body.subdomain}`, restoresAtOnce(c));
      return inStaging(async (staging) => {
        const tables = plan.tables;
        const manifest = await checkedArchive({
          ...{ c, db, bytes, owner: null, tables, staging },
          ids: 'renumbered',
        });
        const signedHere = isSignedBy(manifest, signingKeyFor(c));
        const name = body.name ?? manifest.school.name;
        const from = manifest.school;
        const school = await db.transaction(async (tx) => {
          const created = await insertSchoolRow(tx, { name, subdomain: body.subdomain });
          const rows = await refusedAsField(() =>
            copyArchiveInto(
              tx,
              bytes,
              { from: from.id, to: created.id },
              plan.tables,
              manifest.permissions,
            ),
          );
          await continueReceiptNumbers(tx, created.id);
          // In the new school's own log, after the archive's history: who brought it in, from what.
          await audit(tx, {
            action: 'restore',
            entity: 'schools',
            entityId: created.id,
            schoolId: created.id,
            after: {
              name,
              subdomain: body.subdomain,
              code: created.code,
              from_school: `${from.name} (code ${from.code}, subdomain ${from.subdomain})`,
              archive_made_at: manifest.created_at,
              schema_version: manifest.schema_version,
              signed_here: signedHere,
              rows: rowsIn(rows),
              files: manifest.files.length,
            },
          });
          return { ...created, rows };
        });
        const files = manifest.files.map((f) => f.name);
        await replaceSchoolFiles(storageOf(c), school.id, staging, files);
        return envelope(
          {
            id: school.id,
            name,
            subdomain: body.subdomain,
            school_code: school.code,
            address: schoolAddress(c.get('deps').config.appHost, body.subdomain),
            made_at: manifest.created_at,
            from: { name: from.name, subdomain: from.subdomain, school_code: from.code },
            tables: school.rows,
            files: files.length,
          },
          apiMessage('done.restoredAs', {
            name,
            subdomain: body.subdomain,
            from: from.name,
            madeAt: manifest.created_at,
          }),
        );
      }).finally(release);
    },
  }),
];
