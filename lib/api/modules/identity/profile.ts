/** The signed-in user as the client reads it (SPEC §3 "User"): `data.user` of /api/me and login. */
import { RESERVED_ROLES } from '../../../permissions/catalogue';
import { schoolFormatSettings } from '../../../school-format';
import type { SchoolUser } from '../../http/context';
import type { Locale } from '../../../i18n/locales';
import { renderApiText } from '../../http/messages';
import { readOnlyText } from '../../http/plan-gate';

/** The role shown as "the" role: the first reserved one by rank, else the first custom one. */
export function primaryRole(roleNames: string[]): string | null {
  return RESERVED_ROLES.find((r) => roleNames.includes(r)) ?? [...roleNames].sort()[0] ?? null;
}

/**
 * The profile of an authenticated caller, from what authentication already read; the
 * read-only notice in `language` (the reader's: readerLanguage()).
 */
export function profileOf(caller: SchoolUser, language: Locale = 'en') {
  return {
    id: caller.userId,
    email: caller.profile.email,
    full_name: caller.profile.fullName,
    image: caller.profile.image,
    role: primaryRole(caller.roles),
    roles: caller.roles.map((name) => ({ name })),
    permissions: [...caller.permissions].sort(),
    school: {
      name: caller.school.name,
      school_code: caller.school.code,
      subdomain: caller.school.subdomain,
      // The shell hands these to every screen (useSchoolFormat): no extra request for them.
      ...schoolFormatSettings(caller.format),
      // The menu leaves out modules outside the plan; the shell shows why a school is read-only.
      plan: caller.plan && {
        name: caller.plan.name,
        modules: caller.plan.modules,
        state: caller.plan.state,
        ends_on: caller.plan.endsOn,
        grace_ends_on: caller.plan.graceEndsOn,
        read_only: caller.plan.readOnly,
        message: caller.plan.readOnly
          ? renderApiText(
              readOnlyText(caller.school.name, caller.plan, caller.format.dateFormat),
              language,
            )
          : null,
      },
    },
  };
}
