/**
 * The same contract for every academic resource, table-driven: create, read, update, delete;
 * field messages on bad input; uniqueness as a 422 on the field; 409 naming what still uses a
 * row; 403 without the permission; 404 for another school's id.
 */
import type { PermissionName } from '../../../permissions/catalogue';
import { unique, type TestApi } from '../../test-support/harness';
import {
  admin,
  startAsAdmin,
  make,
  makeClass,
  makeMedium,
  makeSection,
  makeSubject,
  userWith,
  type As,
} from './test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

type Case = {
  path: string;
  area: string;
  /** A valid body with unique values, naming rows of `who`'s school (riverside's by default). */
  body: (who?: As) => Promise<Record<string, unknown>>;
  /** A second valid body, for PUT; checked by `changed` on the answer. */
  edit: (created: Record<string, unknown>) => Promise<Record<string, unknown>>;
  changed: Record<string, unknown> | ((edited: Record<string, unknown>) => Record<string, unknown>);
  invalid: { body: Record<string, unknown>; errors: Record<string, string> };
  /** The field a duplicate of `body` is reported on. */
  duplicateField?: string;
  /** Makes something use the row; the 409 message must match. */
  use?: (id: number) => Promise<RegExp>;
};

const named = (path: string, area: string, use: Case['use']): Case => ({
  path,
  area,
  body: async () => ({ name: unique('N') }),
  edit: async () => ({ name: 'Renamed ' + unique('n') }),
  changed: (b) => ({ name: b.name }),
  invalid: { body: { name: '   ' }, errors: { name: 'The name is required.' } },
  duplicateField: 'name',
  use,
});

const cases: Case[] = [
  named('/api/mediums', 'medium', async (id) => {
    const a = await make(t, as, '/api/classes', { name: 'Alpha', medium_id: id });
    await make(t, as, '/api/classes', { name: 'Beta', medium_id: id });
    expect(a.medium_id).toBe(id);
    return /^This medium is used by 2 classes: Alpha, Beta\./;
  }),
  named('/api/sections', 'section', async (id) => {
    const cls = await makeClass(t, as);
    await make(t, as, '/api/class-sections', { class_id: cls.id, section_id: id });
    return new RegExp(`used by 1 class-section: ${cls.name}`);
  }),
  named('/api/streams', 'stream', async (id) => {
    const cls = await makeClass(t, as, { stream_id: id });
    return new RegExp(`used by 1 class: ${cls.name}`);
  }),
  {
    path: '/api/shifts',
    area: 'shift',
    body: async () => ({ name: unique('Shift'), start_time: '08:00', end_time: '12:00' }),
    edit: async (c) => ({ ...c, start_time: '09:15', end_time: '13:45', is_active: false }),
    changed: { start_time: '09:15:00', end_time: '13:45:00', is_active: false },
    invalid: {
      body: { name: 'Late', start_time: '14:00', end_time: '13:00' },
      errors: { end_time: 'The end time must be after the start time.' },
    },
    duplicateField: 'name',
    use: async (id) => {
      const cls = await makeClass(t, as, { shift_id: id });
      return new RegExp(`This shift is used by 1 class: ${cls.name}`);
    },
  },
  {
    path: '/api/semesters',
    area: 'semester',
    body: async () => ({ name: unique('Term'), start_month: 9, end_month: 1 }),
    edit: async (c) => ({ ...c, start_month: 2, end_month: 6 }),
    changed: { start_month: 2, end_month: 6, start_month_name: 'February' },
    invalid: {
      body: { name: 'Bad', start_month: 13, end_month: '' },
      errors: {
        start_month: 'The start month must be between 1 and 12.',
        end_month: 'Choose the end month.',
      },
    },
    duplicateField: 'name',
    use: async (id) => {
      const cls = await makeClass(t, as, { uses_semesters: true });
      const subject = await makeSubject(t, as);
      await make(t, as, '/api/class-subjects', {
        class_id: cls.id,
        semester_id: id,
        type: 'Compulsory',
        subject_ids: [subject.id],
      });
      return new RegExp(`used by 1 class-subject: ${cls.name}`);
    },
  },
  {
    path: '/api/classes',
    area: 'class',
    body: async (who = as) => ({ name: unique('Grade'), medium_id: (await makeMedium(t, who)).id }),
    edit: async (c) => ({ ...c, uses_semesters: true, name: unique('Grade') }),
    changed: (b) => ({ uses_semesters: true, name: b.name }),
    invalid: {
      body: { name: 'X', medium_id: '', shift_id: 99999 },
      errors: { medium_id: 'Choose a medium.' },
    },
    duplicateField: 'name',
    use: async (id) => {
      const section = await makeSection(t, as);
      await make(t, as, '/api/class-sections', { class_id: id, section_id: section.id });
      await make(t, as, '/api/class-groups', { name: unique('Group'), class_ids: [id] });
      return new RegExp(`used by 1 section: ${section.name}; and by 1 class group: Group-`);
    },
  },
  {
    path: '/api/class-sections',
    area: 'class',
    body: async (who = as) => ({
      class_id: (await makeClass(t, who)).id,
      section_id: (await makeSection(t, who)).id,
    }),
    edit: async (c) => ({ ...c, section_id: (await makeSection(t, as)).id }),
    changed: (b) => ({ section_id: b.section_id }),
    invalid: { body: { class_id: 'x' }, errors: { class_id: 'Choose a class.' } },
    duplicateField: 'section_id',
  },
  {
    path: '/api/class-groups',
    area: 'class-group',
    body: async (who = as) => ({
      name: unique('Group'),
      class_ids: [(await makeClass(t, who)).id],
    }),
    edit: async (c) => ({
      ...c,
      description: 'Lower school',
      class_ids: [(await makeClass(t, as)).id, (await makeClass(t, as)).id],
    }),
    changed: (b) => ({ description: 'Lower school', class_ids: b.class_ids }),
    invalid: {
      body: { name: 'G', class_ids: [] },
      errors: { class_ids: 'Choose at least one class.' },
    },
    duplicateField: 'name',
  },
  {
    path: '/api/subjects',
    area: 'subject',
    body: async () => ({ name: unique('Biology'), code: unique('B'), type: 'Practical' }),
    edit: async (c) => ({ ...c, color: '#123abc', type: 'Theory' }),
    changed: { color: '#123abc', type: 'Theory' },
    invalid: {
      body: { name: 'Art', type: 'Oral', color: 'red' },
      errors: {
        type: 'The type must be Theory or Practical.',
        color: 'The colour must be a hex colour like #1a2b3c.',
      },
    },
    duplicateField: 'name',
    use: async (id) => {
      const cls = await makeClass(t, as);
      await make(t, as, '/api/class-subjects', {
        class_id: cls.id,
        type: 'Compulsory',
        subject_ids: [id],
      });
      return new RegExp(`This subject is used by 1 class: ${cls.name}`);
    },
  },
  {
    path: '/api/class-subjects',
    area: 'class-subject',
    body: async (who = as) => ({
      class_id: (await makeClass(t, who)).id,
      type: 'Compulsory',
      subject_ids: [(await makeSubject(t, who)).id],
    }),
    edit: async (c) => ({ ...c, subject_ids: [(await makeSubject(t, as)).id] }),
    changed: (b) => ({ subject_ids: b.subject_ids }),
    invalid: {
      body: { class_id: 1, type: 'Elective', subject_ids: [1], choose_count: 1 },
      errors: {
        group_name: 'Name the elective group.',
        subject_ids: 'An elective group offers at least two subjects.',
      },
    },
    duplicateField: 'subject_ids',
  },
];

describe.each(cases)('$path', (c) => {
  test('create, read, list, update and delete', async () => {
    const body = await c.body();
    const created = await t.call('POST', c.path, { ...as, body });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await t.call('GET', `${c.path}/${id}`, as)).body.data).toEqual(created.body.data);

    const listed = await t.call('GET', `${c.path}?per_page=100`, as);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(listed.body.meta).toMatchObject({ page: 1, per_page: 100 });

    const edited = await c.edit(created.body.data);
    const saved = await t.call('PUT', `${c.path}/${id}`, { ...as, body: edited });
    expect(saved.status).toBe(200);
    const changed = typeof c.changed === 'function' ? c.changed(edited) : c.changed;
    expect(saved.body.data).toMatchObject(changed);

    expect((await t.call('DELETE', `${c.path}/${id}`, as)).status).toBe(200);
    expect((await t.call('GET', `${c.path}/${id}`, as)).status).toBe(404);
    expect((await t.call('DELETE', `${c.path}/${id}`, as)).status).toBe(404);
  });

  test('names each bad field (422)', async () => {
    const res = await t.call('POST', c.path, { ...as, body: c.invalid.body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject(c.invalid.errors);
  });

  if (c.duplicateField) {
    test('a duplicate is a 422 on its field, not a 500', async () => {
      const body = await c.body();
      expect((await t.call('POST', c.path, { ...as, body })).status).toBe(200);
      const again = await t.call('POST', c.path, { ...as, body });
      expect(again.status).toBe(422);
      expect(Object.keys(again.body.errors)).toEqual([c.duplicateField]);
    });
  }

  if (c.use) {
    const use = c.use;
    test('refuses to delete a row still in use (409 naming the users)', async () => {
      const { id } = await make(t, as, c.path, await c.body());
      const message = await use(id);
      const res = await t.call('DELETE', `${c.path}/${id}`, as);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(message);
      expect((await t.call('GET', `${c.path}/${id}`, as)).status).toBe(200);
    });
  }

  test('403 without the permission; list allowed with it', async () => {
    const { id } = await make(t, as, c.path, await c.body());
    const reader = await userWith(t, [`${c.area}-list` as PermissionName]);
    expect((await t.call('GET', c.path, reader)).status).toBe(200);
    const del = await t.call('DELETE', `${c.path}/${id}`, reader);
    expect(del.status).toBe(403);
    expect(del.body.message).toContain(`${c.area}-delete`);
    expect((await t.call('POST', c.path, { ...reader, body: await c.body() })).status).toBe(403);
    const nobody = await userWith(t, []);
    expect((await t.call('GET', c.path, nobody)).status).toBe(403);
  });

  test("another school's id is 404 and its list never shows it", async () => {
    const { id } = await make(t, as, c.path, await c.body());
    const other = await admin(t, 'hillcrest');
    expect((await t.call('GET', `${c.path}/${id}`, other)).status).toBe(404);
    // A body valid in the caller's own school: only the foreign id can be wrong.
    const put = await t.call('PUT', `${c.path}/${id}`, { ...other, body: await c.body(other) });
    expect(put.status).toBe(404);
    expect((await t.call('DELETE', `${c.path}/${id}`, other)).status).toBe(404);
    const theirs = await t.call('GET', `${c.path}?per_page=100`, other);
    expect(theirs.body.meta.total).toBeLessThan(100);
    expect(theirs.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.call('GET', `${c.path}/${id}`, as)).status).toBe(200);
  });
});
