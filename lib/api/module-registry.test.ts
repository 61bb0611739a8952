/**
 * What the module list assembles: /api/meta-data from each module's lists, and "still in use"
 * checks registered by the modules holding the references (academics reads none of them).
 */
import { sql } from 'drizzle-orm';
import type { ApiModule } from './http/module';
import { metaDataLists } from './meta-data';
import { modules } from './modules';
import { admin, make, makeClass, makeSection } from './modules/academics/test-support/factories';
import { studentBody } from './modules/people/test-support';
import { startTestApi, type TestApi } from './test-support/harness';

const SPEC_LISTS = [
  'mediums',
  'sections',
  'streams',
  'shifts',
  'semesters',
  'fees',
  'classes',
  'class_section',
  'session_year_all',
  'months',
  'feesType',
  'subjects',
];

test('the modules offer exactly the lists of SPEC §3, each once', () => {
  expect([...metaDataLists(modules).keys()].sort()).toEqual([...SPEC_LISTS].sort());
  expect(metaDataLists(modules).get('feesType')?.module).toBe('fees');
  expect(metaDataLists(modules).get('classes')?.module).toBe('academics');
});

test('two modules offering the same list is refused at start-up', () => {
  const list = () => sql`select 1 as id, 'x' as name`;
  const a: ApiModule = { name: 'a', routes: [], metaData: { things: list } };
  const b: ApiModule = { name: 'b', routes: [], metaData: { things: list } };
  expect(() => metaDataLists([a, b])).toThrow('meta-data "things" is offered by both a and b.');
});

describe('usages registered by people against academic rows', () => {
  let t: TestApi;
  beforeAll(async () => (t = await startTestApi()));
  afterAll(() => t.close());

  test('a class-section with a student and a class with an inquiry cannot be deleted: 409 names them', async () => {
    const as = await admin(t);
    const cls = await makeClass(t, as);
    const section = await makeSection(t, as);
    const cs = await make(t, as, '/api/class-sections', {
      class_id: cls.id,
      section_id: section.id,
    });
    const body = studentBody(cs.id);
    expect((await t.call('POST', '/api/students', { ...as, body })).status).toBe(200);
    const del = await t.call('DELETE', `/api/class-sections/${cs.id}`, as);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      `This class-section is used by 1 student: ${body.first_name} ${body.last_name}. Remove or change those first.`,
    );

    const other = await makeClass(t, as);
    const inquiry = { child_name: 'Tomi Ade', parent_name: 'Funmi Ade', class_id: other.id };
    expect(
      (await t.call('POST', '/api/admission-inquiries', { ...as, body: inquiry })).status,
    ).toBe(200);
    const refused = await t.call('DELETE', `/api/classes/${other.id}`, as);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This class is used by 1 admission inquiry: Tomi Ade. Remove or change those first.',
    );
  });
});
