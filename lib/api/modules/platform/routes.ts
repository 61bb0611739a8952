/** Public school and system information, and the signed-in school's settings (SPEC §7). */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { findSchoolBySubdomain, schoolNotFound, schoolSuspended } from './schools';
import { readSchoolSettings, readSchoolTheme, readSystemSettings } from './settings';

export const platformRoutes = [
  defineRoute({
    method: 'GET',
    path: '/schools/by-subdomain/:subdomain',
    tag: 'platform',
    summary: "A school's public identity (name, logo, school code, theme colours) by its subdomain",
    access: access.public,
    handler: async ({ db, params }) => {
      const { subdomain = '' } = params;
      const school = await findSchoolBySubdomain(db, subdomain);
      if (!school) throw schoolNotFound(subdomain);
      if (school.status !== 'active') throw schoolSuspended(school);
      return envelope({
        name: school.name,
        logo: school.logo,
        school_code: school.code,
        subdomain: school.subdomain,
        theme: await readSchoolTheme(db, school.id),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/system/data',
    tag: 'platform',
    summary: 'Deployment-wide branding (product name and logos)',
    access: access.public,
    handler: async ({ db }) => envelope(await readSystemSettings(db)),
  }),
  defineRoute({
    method: 'GET',
    path: '/get-settings',
    tag: 'platform',
    summary: 'System settings',
    access: access.public,
    handler: async ({ db }) => envelope(await readSystemSettings(db)),
  }),
  defineRoute({
    method: 'GET',
    path: '/get-school-settings',
    tag: 'platform',
    summary: "The signed-in user's school settings",
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await readSchoolSettings(db, caller.school.id)),
  }),
];
