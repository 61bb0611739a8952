/**
 * Success messages in the reader's language (issue 26): the toast a user sees after saving is
 * rendered from the api catalogue's `done.*` for them; English stays exactly as it was. The
 * language just chosen already answers its own "saved" (the message is rendered after the
 * handler).
 */
import { makeClass, startAsAdmin, type As } from '../modules/academics/test-support/factories';
import type { TestApi } from '../test-support/harness';

let t: TestApi;
let as: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
});
afterAll(() => t.close());

async function choose(locale: string): Promise<string> {
  const res = await t.call('PUT', '/api/me/preferences', { ...as, body: { locale } });
  expect(res.status).toBe(200);
  return res.body.message as string;
}

async function holidayMessages(title: string) {
  const created = await t.call('POST', '/api/holidays', {
    ...as,
    body: { title, start_date: '2027-03-10', end_date: '2027-03-10' },
  });
  expect(created.status).toBe(200);
  const { id } = created.body.data as { id: number };
  const deleted = await t.call('DELETE', `/api/holidays/${id}`, as);
  expect(deleted.status).toBe(200);
  return [created.body.message, deleted.body.message];
}

test('a user who chose Arabic reads Arabic success messages; English stays exact', async () => {
  try {
    expect(await choose('ar')).toBe('تم حفظ لغتك.');
    expect(await holidayMessages('يوم المؤسسين')).toEqual(['تمت الإضافة.', 'تم الحذف.']);
  } finally {
    expect(await choose('en')).toBe('Your language was saved.');
  }
  expect(await holidayMessages('Founders day')).toEqual(['Holiday created.', 'Holiday deleted.']);
});

test('a message with an argument carries it into Arabic', async () => {
  const years = await t.call('GET', '/api/session-years', as);
  const year = (years.body.data as { id: number; name: string; default: number }[]).find(
    (y) => y.default === 1,
  );
  if (!year) throw new Error('the seed has a default session year');
  const makeDefault = () => t.call('POST', `/api/session-years/${year.id}/default`, as);
  try {
    await choose('ar');
    expect((await makeDefault()).body.message).toBe(`أصبح ${year.name} العام الدراسي الافتراضي.`);
  } finally {
    await choose('en');
  }
  expect((await makeDefault()).body.message).toBe(`${year.name} is now the default session year.`);
});

test("a French reader's saved name is confirmed in French", async () => {
  try {
    expect(await choose('fr')).toBe('Votre langue a été enregistrée.');
    const res = await t.call('PUT', '/api/me', { ...as, body: { full_name: 'Amina Rahman' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Votre nom a été enregistré.');
  } finally {
    await choose('en');
  }
});

test('a refusal to delete what is still used names the users in Arabic; English keeps its nouns', async () => {
  const cls = await makeClass(t, as);
  const inquiry = { child_name: 'Tomi Ade', parent_name: 'Funmi Ade', class_id: cls.id };
  expect((await t.call('POST', '/api/admission-inquiries', { ...as, body: inquiry })).status).toBe(
    200,
  );
  const refusal = async () => {
    const res = await t.call('DELETE', `/api/classes/${cls.id}`, as);
    expect(res.status).toBe(409);
    return res.body.message;
  };
  try {
    await choose('ar');
    expect(await refusal()).toBe(
      'هذا السجل مستخدم في: Tomi Ade. أزل هذه الاستخدامات أو غيّرها أولًا.',
    );
  } finally {
    await choose('en');
  }
  expect(await refusal()).toBe(
    'This class is used by 1 admission inquiry: Tomi Ade. Remove or change those first.',
  );
});
