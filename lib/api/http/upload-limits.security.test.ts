/**
 * Security (issue 9): uploads are limited by size before they are read, and import files by
 * rows while they are parsed. Before this a 9.9 MB CSV of millions of tiny rows was parsed
 * whole (the row limit checked after) and stalled every school's requests for seconds to
 * minutes; an upload over 10 MB reached the route truncated and failed with a 500.
 */
import ExcelJS from 'exceljs';
import { startTestApi, type TestApi } from '../test-support/harness';
import { forwardedBody } from '../../bff/request-body';
import { MAX_UPLOAD_BODY_BYTES } from './body';

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
});
afterAll(() => t.close());

const headers = () => ({ Authorization: `Bearer ${admin}`, 'X-Subdomain': 'riverside' });

function fileForm(field: string, bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.set(field, new File([bytes as BlobPart], name));
  return form;
}

/**
 * Sends `request` while probing /api/health every 20 ms; returns the response and the longest
 * time the server went without answering a probe (how long the upload held the process).
 */
async function whileProbing(request: () => Response | Promise<Response>) {
  let done = false;
  let last = performance.now();
  let longestGap = 0;
  const probes = (async () => {
    while (!done) {
      await (await t.api.request('/api/health')).arrayBuffer();
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const response = await request();
  const body = await response.json();
  done = true;
  await probes;
  longestGap = Math.max(longestGap, performance.now() - last);
  return { status: response.status, body, longestGap };
}

test('a 9.9 MB CSV of millions of tiny rows is refused at the row limit without holding the server', async () => {
  const csv = Buffer.alloc(Math.floor(9.9 * 1024 * 1024), 'a\n');
  csv.write('admission_no,first_name,last_name\n', 0);
  const res = await whileProbing(() =>
    t.api.request('/api/imports/students', {
      method: 'POST',
      headers: headers(),
      body: fileForm('file', new Uint8Array(csv), 'tiny-rows.csv'),
    }),
  );
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({ file: 'A file may hold at most 10000 rows; split it.' });
  // The issue measured 116 s (on main this test runs for many minutes); quiet, the longest
  // stall is well under a second. The bound is loose because a loaded 2-core machine
  // stretches every few hundred milliseconds of work several times over.
  expect(res.longestGap).toBeLessThan(5000);
});

test('an XLSX of 60,000 rows is refused at the row limit while streaming', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  sheet.addRow(['admission_no', 'first_name']);
  for (let i = 0; i < 60_000; i++) sheet.addRow([`A${i}`, 'x']);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const res = await whileProbing(() =>
    t.api.request('/api/imports/students', {
      method: 'POST',
      headers: headers(),
      body: fileForm('file', bytes, 'many.xlsx'),
    }),
  );
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({ file: 'A file may hold at most 10000 rows; split it.' });
  expect(res.longestGap).toBeLessThan(5000);
});

test('an upload declaring more than the limit is refused with 413 before it is read', async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  const res = await t.api.request('/api/imports/students', {
    method: 'POST',
    headers: {
      ...headers(),
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(MAX_UPLOAD_BODY_BYTES + 1),
    },
    body: endless,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(413);
  expect((await res.json()).message).toBe(
    'The request is too large: at most 10 MB may be sent at once.',
  );
  expect(pulled).toBeLessThan(3);
});

test('an upload without a declared length is cut off at the limit with 413', async () => {
  const big = new Uint8Array(11 * 1024 * 1024);
  const res = await t.api.request('/api/me/photo', {
    method: 'POST',
    headers: headers(),
    body: fileForm('photo', big, 'huge.png'),
  });
  expect(res.status).toBe(413);
});

test('a photo over its own 2 MB limit but under the upload limit is a 422 on the field', async () => {
  const res = await t.api.request('/api/me/photo', {
    method: 'POST',
    headers: headers(),
    body: fileForm('photo', new Uint8Array(3 * 1024 * 1024), 'big.png'),
  });
  expect(res.status).toBe(422);
  expect(Object.keys((await res.json()).errors)).toEqual(['photo']);
});

test('the BFF refuses an over-large upload by its declared length, before Next cuts it at 10 MB', async () => {
  const request = new Request('http://riverside.localhost/api/imports/students', {
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(15 * 1024 * 1024),
    },
    body: new Uint8Array(16),
  });
  const result = await forwardedBody(request);
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    error: true,
    message: 'The request is too large: at most 10 MB may be sent at once.',
  });
});
