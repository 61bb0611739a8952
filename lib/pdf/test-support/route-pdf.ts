/**
 * The PDF a route serves, as bytes, asked for as a signed-in school user would (the harness's
 * `call` reads bodies as text). Shared by the tests that read receipts and payslips back.
 */
import type { TestApi } from '../../api/test-support/harness';

export async function routePdf(
  t: TestApi,
  as: { token: string; school: string },
  path: string,
): Promise<Uint8Array> {
  const res = await t.api.request(path, {
    headers: {
      Authorization: `Bearer ${as.token}`,
      'X-Subdomain': as.school,
      'X-Is-Subdomain': 'true',
    },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await res.arrayBuffer());
}
