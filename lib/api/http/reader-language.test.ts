/**
 * What the API writes itself is in the reader's language (issue 26): a CSV export's headers and
 * the dashboard's labels, for a user who chose another language and then English, through the routes.
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

test("the dashboard's figures and charts are labelled in the reader's language", async () => {
  const labels = async () => {
    const res = await t.call('GET', '/api/dashboard-stats', as);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      figures: { label: string }[];
      charts: { title: string }[];
    };
    return [...data.figures.map((f) => f.label), ...data.charts.map((c) => c.title)];
  };
  try {
    await choose('ar');
    const arabic = await labels();
    expect(arabic).toContain('الطلاب');
    expect(arabic).toContain('الطلاب في كل صف');
    expect(arabic).not.toContain('Students');
  } finally {
    await choose('en');
  }
  expect(await labels()).toContain('Students');
});
