/**
 * A CSV export's headers are in the reader's language (issue 26): the same list exported by a
 * user who chose French and then English, through the real route.
 */
import { startAsAdmin, type As } from '../modules/academics/test-support/factories';
import type { TestApi } from '../test-support/harness';

let t: TestApi;
let as: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
});
afterAll(() => t.close());

async function headerLine(): Promise<string> {
  const res = await t.api.request('/api/students?format=csv', {
    headers: {
      Authorization: `Bearer ${as.token}`,
      'X-Subdomain': as.school,
      'X-Is-Subdomain': 'true',
    },
  });
  expect(res.status).toBe(200);
  return (await res.text()).split(/\r?\n/)[0]?.replace(/^\uFEFF/, '') ?? '';
}

async function choose(locale: string) {
  const res = await t.call('PUT', '/api/me/preferences', { ...as, body: { locale } });
  expect(res.status).toBe(200);
}

test('the students export is headed in French for a French reader, English for an English one', async () => {
  try {
    await choose('fr');
    const french = await headerLine();
    expect(french).toContain('Prénom');
    expect(french).not.toContain('First name');
  } finally {
    await choose('en');
  }
  expect(await headerLine()).toContain('First name');
});
