/**
 * Writing the school's own settings (School Admin only): PUT /api/school-settings for the
 * name, contact details, formats and theme; POST /api/school-settings/logo for the vertical
 * (header, login page) or horizontal logo, checked by its bytes (an SVG is rasterised to PNG)
 * and served publicly at /storage/{file}.
 * Reading stays GET /api/get-school-settings (SPEC §7).
 */
import { eq } from 'drizzle-orm';
import { schools } from '../../../db/schema/platform';
import { storePublicFile } from '../../../storage/files';
import { announceSchoolIdentityChange } from '../../../tenancy/school-identity-changes';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { storableLogo } from './logo-type';
import { logoUploadSchema, schoolSettingsSchema } from './school-settings-schemas';
import { readSchoolSettings, writeSchoolSettings } from './settings';
import { apiMessage } from '../../http/messages';

const ADMIN = access.role('School Admin');

/** The school's settings are one record in the log, under the school's id. */
const SETTINGS_ENTRY = (schoolId: number) => ({ entity: 'school-settings', entityId: schoolId });

export const schoolSettingsRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/school-settings',
    tag: 'platform',
    summary:
      "Change the school's name, contact details, time zone, date format, currency, roll-number order, theme and default language (`locale`)",
    access: ADMIN,
    body: schoolSettingsSchema,
    audit: { entity: 'school-settings', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const { school_name, ...settings } = body;
      const saved = await db.transaction(async (tx) => {
        const before = await readSchoolSettings(tx, schoolId);
        await tx.update(schools).set({ name: school_name }).where(eq(schools.id, schoolId));
        await writeSchoolSettings(tx, schoolId, settings);
        const after = await readSchoolSettings(tx, schoolId);
        await audit(tx, { ...SETTINGS_ENTRY(schoolId), action: 'update', before, after });
        return after;
      });
      announceSchoolIdentityChange(); // the sign-in pages' cached look-up (name, theme)
      return envelope(saved, apiMessage('done.schoolSettingsSaved'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/school-settings/logo',
    tag: 'platform',
    summary:
      'Upload a logo (multipart fields `kind`: vertical|horizontal and `logo`: PNG, JPEG, WebP, or an SVG, which is stored drawn to PNG; ≤ 1 MB)',
    access: ADMIN,
    body: logoUploadSchema,
    audit: { entity: 'school-settings', actions: ['upload'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const logo = await storableLogo(new Uint8Array(await body.logo.arrayBuffer()));
      if (!logo)
        throw validationFailed({
          logo: apiMessage('platform.logoType'),
        });
      const stored = await storePublicFile(
        c.get('deps').config.storageDir,
        'logo',
        logo.extension,
        logo.bytes,
      );
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const before = await readSchoolSettings(tx, schoolId);
        if (body.kind === 'vertical')
          await tx.update(schools).set({ logo: stored.url }).where(eq(schools.id, schoolId));
        else await writeSchoolSettings(tx, schoolId, { horizontal_logo: stored.url });
        const after = await readSchoolSettings(tx, schoolId);
        await audit(tx, { ...SETTINGS_ENTRY(schoolId), action: 'upload', before, after });
        return after;
      });
      announceSchoolIdentityChange();
      return envelope(saved, apiMessage('done.logoSaved'));
    },
  }),
];
