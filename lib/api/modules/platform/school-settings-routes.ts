/**
 * Writing the school's own settings (School Admin only): PUT /api/school-settings for the
 * name, contact details, formats and theme; POST /api/school-settings/logo for the vertical
 * (header, login page) or horizontal logo, checked by its bytes and served at /storage/{file}.
 * Reading stays GET /api/get-school-settings (SPEC §7).
 */
import { eq } from 'drizzle-orm';
import { schools } from '../../../db/schema/platform';
import { storeFile } from '../../../storage/files';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { sniffLogo } from './logo-type';
import { logoUploadSchema, schoolSettingsSchema } from './school-settings-schemas';
import { readSchoolSettings, writeSchoolSettings } from './settings';

const ADMIN = access.role('School Admin');

export const schoolSettingsRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/school-settings',
    tag: 'platform',
    summary:
      "Change the school's name, contact details, time zone, date format, currency, roll-number order and theme",
    access: ADMIN,
    body: schoolSettingsSchema,
    handler: async ({ db, caller, body }) => {
      const schoolId = caller.school.id;
      const { school_name, ...settings } = body;
      await db.transaction(async (tx) => {
        await tx.update(schools).set({ name: school_name }).where(eq(schools.id, schoolId));
        await writeSchoolSettings(tx, schoolId, settings);
      });
      return envelope(await readSchoolSettings(db, schoolId), 'School settings saved.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/school-settings/logo',
    tag: 'platform',
    summary:
      'Upload a logo (multipart fields `kind`: vertical|horizontal and `logo`: PNG, JPEG, WebP or a plain SVG, ≤ 1 MB)',
    access: ADMIN,
    body: logoUploadSchema,
    handler: async ({ c, db, caller, body }) => {
      const bytes = new Uint8Array(await body.logo.arrayBuffer());
      const kind = sniffLogo(bytes);
      if (!kind)
        throw validationFailed({
          logo: 'The logo must be a PNG, JPEG or WebP image, or an SVG without scripts or links.',
        });
      const stored = await storeFile(
        c.get('deps').config.storageDir,
        kind.extension,
        bytes,
        'logo',
      );
      const schoolId = caller.school.id;
      if (body.kind === 'vertical')
        await db.update(schools).set({ logo: stored.url }).where(eq(schools.id, schoolId));
      else await writeSchoolSettings(db, schoolId, { horizontal_logo: stored.url });
      return envelope(await readSchoolSettings(db, schoolId), 'Logo saved.');
    },
  }),
];
