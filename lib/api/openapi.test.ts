/** Every route declares what it needs, and the OpenAPI document says so. */
import { startTestApi, type TestApi } from './test-support/harness';
import { allRoutes } from './routes';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: false });
});
afterAll(() => t.close());

test('the document lists every mounted route with its access rule', async () => {
  const res = await t.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toBe('3.1.0');
  for (const route of allRoutes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const operation = res.body.paths[path]?.[route.method.toLowerCase()];
    expect(operation).toBeDefined();
    expect(operation['x-access']).toEqual(expect.any(String));
  }
  expect(res.body.paths['/api/fees/fee-summary'].get['x-access']).toBe(
    'permission fees-list through a staff role',
  );
  expect(
    res.body.paths['/api/login'].post.requestBody.content['application/json'].schema.properties,
  ).toHaveProperty('email');
});

test('every non-public route refuses a call without a token', async () => {
  for (const route of allRoutes.filter((r) => r.access.kind !== 'public')) {
    const path = route.path.replace(/:(\w+)/g, '1');
    const res = await t.call(route.method, `/api${path}`, {
      school: 'riverside',
      body: route.method === 'GET' ? undefined : {},
    });
    expect([route.method, route.path, res.status]).toEqual([route.method, route.path, 401]);
  }
});
