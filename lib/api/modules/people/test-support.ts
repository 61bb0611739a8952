/** Helpers for the people module's API tests: ids from the demo data and small factories. */
import type { TestApi } from '../../test-support/harness';
import { unique } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';

export type Ids = {
  classSections: { id: number; name: string }[];
  sessions: { id: number; name: string; default: number }[];
};

export async function metaIds(t: TestApi, token: string, school: string): Promise<Ids> {
  const meta = await t.call('GET', '/api/meta-data', { token, school });
  return { classSections: meta.body.data.class_section, sessions: meta.body.data.session_year_all };
}

/** The i-th class-section of a demo school (each has more than six). */
export const sectionOf = (ids: Ids, i: number) =>
  defined(ids.classSections[i], `class-section ${i} of the demo school`);

export function studentBody(classSectionId: number, overrides: Record<string, unknown> = {}) {
  const tag = unique('s');
  return {
    first_name: `Ada ${tag}`,
    last_name: 'Lovelace',
    gender: 'female',
    date_of_birth: '2015-03-04',
    class_section_id: classSectionId,
    guardians: [
      {
        full_name: 'Parent One',
        email: `${tag}-one@example.test`,
        relation: 'mother',
        is_primary: true,
      },
    ],
    ...overrides,
  };
}
