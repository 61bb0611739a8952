/** Announcements through the API: writing, audiences, newest first, validation, tenancy. */
import { admin, type As } from '../academics/test-support/factories';
import { makeClassTeacher } from '../attendance/test-support/helpers';
import { childOf, pdfFile } from '../leave/test-support/leave';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let teacher: As;
let guardian: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

const publish = (as: As, body: Record<string, unknown>) =>
  t.call('POST', '/api/announcements', {
    ...as,
    body: {
      title: unique('News'),
      body: 'Line one\nLine two',
      publish_date: '2026-01-05',
      ...body,
    },
  });
const titles = async (as: As) =>
  (await t.call('GET', '/api/announcements?per_page=100', as)).body.data.map(
    (r: { title: string }) => r.title,
  );

test('an announcement to one class-section reaches its guardian and teacher, not another class', async () => {
  const mine = await childOf(t, riverside, 'guardian@riverside.test', 0);
  const other = await childOf(t, riverside, `${unique('p')}@example.test`, 1);
  await makeClassTeacher(t, 'riverside', mine.sectionId, 'teacher@riverside.test');
  const toMine = await publish(riverside, {
    audience: 'class_sections',
    class_section_ids: [mine.sectionId],
  });
  expect(toMine.status).toBe(200);
  expect(toMine.body.data.body).toBe('Line one\nLine two');
  const toOther = await publish(riverside, {
    audience: 'class_sections',
    class_section_ids: [other.sectionId],
  });
  expect(await titles(guardian)).toContain(toMine.body.data.title);
  expect(await titles(guardian)).not.toContain(toOther.body.data.title);
  expect(await titles(teacher)).toContain(toMine.body.data.title);
  expect(await titles(teacher)).not.toContain(toOther.body.data.title);
  const foreign = await t.call('GET', `/api/announcements/${toOther.body.data.id}`, guardian);
  expect(foreign.status).toBe(404);
});

test('roles, the whole school, newest first; a scheduled one only for writers', async () => {
  const roles = await t.call('GET', '/api/roles?search=Teacher', riverside);
  const teacherRole = roles.body.data.find((r: { name: string }) => r.name === 'Teacher').id;
  const staffOnly = await publish(riverside, {
    audience: 'roles',
    role_ids: [teacherRole],
    publish_date: '2026-02-01',
  });
  const everyone = await publish(riverside, { audience: 'school', publish_date: '2026-03-01' });
  const later = await publish(riverside, { audience: 'school', publish_date: '2099-01-01' });
  const seenByTeacher = await titles(teacher);
  expect(seenByTeacher.indexOf(everyone.body.data.title)).toBeLessThan(
    seenByTeacher.indexOf(staffOnly.body.data.title),
  );
  expect(seenByTeacher).not.toContain(later.body.data.title);
  expect(await titles(guardian)).not.toContain(staffOnly.body.data.title);
  expect(await titles(riverside)).toContain(later.body.data.title);
  expect(staffOnly.body.data.audience_names).toBe('Teacher');
});

test('writes need their permission; bad input is refused on its field', async () => {
  expect((await publish(teacher, { audience: 'school' })).status).toBe(403);
  const noRoles = await publish(riverside, { audience: 'roles', role_ids: [] });
  expect([noRoles.status, Object.keys(noRoles.body.errors)]).toEqual([422, ['role_ids']]);
  const badDate = await publish(riverside, { audience: 'school', publish_date: '2026-02-30' });
  expect([badDate.status, Object.keys(badDate.body.errors)]).toEqual([422, ['publish_date']]);
  const foreignSection = await publish(hillcrest, {
    audience: 'class_sections',
    class_section_ids: [1],
  });
  expect([foreignSection.status, Object.keys(foreignSection.body.errors)]).toEqual([
    422,
    ['class_section_ids'],
  ]);
});

test('edit, delete, an attachment for its readers; another school gets 404', async () => {
  const form = new FormData();
  form.set('title', 'Sports day');
  form.set('body', '<b>Bring</b> water');
  form.set('audience', 'school');
  form.set('publish_date', '2026-04-01');
  form.set('attachment', pdfFile());
  const created = await t.call('POST', '/api/announcements', { ...riverside, body: form });
  expect(created.status).toBe(200);
  const { id, attachment } = created.body.data;
  // Stored as written: the screens show it as text, never as HTML.
  expect(created.body.data.body).toBe('<b>Bring</b> water');
  expect((await t.call('GET', attachment, guardian)).status).toBe(200);
  expect((await t.call('GET', `/api/announcements/${id}`, hillcrest)).status).toBe(404);
  const edited = await t.call('PUT', `/api/announcements/${id}`, {
    ...riverside,
    body: {
      title: 'Sports day moved',
      body: 'Now on Friday',
      audience: 'school',
      publish_date: '2026-04-02',
    },
  });
  expect([edited.status, edited.body.data.title, edited.body.data.attachment]).toEqual([
    200,
    'Sports day moved',
    attachment,
  ]);
  expect((await t.call('DELETE', `/api/announcements/${id}`, hillcrest)).status).toBe(404);
  expect((await t.call('DELETE', `/api/announcements/${id}`, riverside)).status).toBe(200);
  expect((await t.call('GET', attachment, guardian)).status).toBe(404);
});
