/**
 * Security (issue 9): every malformed body — broken JSON, a broken multipart form, a content
 * type the route does not take, bytes that are not UTF-8 — is a 400 with a message, never a
 * 500; a JSON body over the form limit is a 413.
 */
import { startTestApi, type TestApi } from '../test-support/harness';
import { MAX_FORM_BODY_BYTES } from './body';

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
});
afterAll(() => t.close());

async function send(path: string, body: BodyInit, contentType: string, token = admin) {
  const res = await t.api.request(path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Subdomain': 'riverside',
      'Content-Type': contentType,
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}

const boundary = '----schola-test-boundary';

test('broken JSON is a 400 saying so', async () => {
  const res = await send('/api/mediums', '{"name": "Oops', 'application/json');
  expect(res).toEqual({
    status: 400,
    body: { error: true, message: 'The request body is not valid JSON.' },
  });
});

test('broken JSON at login is a 400 too', async () => {
  const res = await send('/api/login', '{"email":', 'application/json', '');
  expect(res.status).toBe(400);
});

test('a body that is not UTF-8 is a 400', async () => {
  const res = await send(
    '/api/mediums',
    new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    'application/json',
  );
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('The request body is not valid UTF-8 text.');
});

test('JSON sent under another content type is a 400 naming the expected one', async () => {
  const res = await send('/api/mediums', '{"name":"Plain"}', 'text/plain');
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/Content-Type: application\/json/);
});

test('a multipart body whose boundary does not match its header is a 400', async () => {
  const body = `--other\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nxx\r\n--other--\r\n`;
  const res = await send('/api/me/photo', body, `multipart/form-data; boundary=${boundary}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/form data is malformed/);
});

test('a multipart body cut off before its end is a 400', async () => {
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nfirst_name,last`;
  const res = await send(
    '/api/imports/students',
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
  expect(res.status).toBe(400);
});

test('multipart without a boundary is a 400', async () => {
  const res = await send('/api/imports/students', 'anything', 'multipart/form-data');
  expect(res.status).toBe(400);
});

test('a JSON body over the limit is a 413 with a message', async () => {
  const big = JSON.stringify({ name: 'x'.repeat(MAX_FORM_BODY_BYTES) });
  const res = await send('/api/mediums', big, 'application/json');
  expect(res.status).toBe(413);
  expect(res.body.message).toBe('The request is too large: at most 1 MB may be sent at once.');
});
