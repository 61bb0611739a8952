/**
 * Security: an uploaded SVG logo is served as pixels, never as the markup that was sent, so no
 * spelling of script (a namespaced <x:script>, handlers, javascript: links, foreignObject,
 * entities) reaches a browser from our origin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { storableLogo } from './logo-type';
import { defined } from '../../../test-support/defined';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const HOSTILE = [
  `<svg ${NS} xmlns:x="http://www.w3.org/2000/svg" width="10" height="10"><x:script>alert(1)</x:script><rect width="10" height="10"/></svg>`,
  `<svg ${NS} width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>`,
  `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>`,
  `<svg ${NS} width="10" height="10"><foreignObject width="10" height="10"><p>hi</p></foreignObject><rect width="10" height="10"/></svg>`,
  `<svg ${NS} width="10" height="10"><image href="https://evil.example/x.png" width="10" height="10"/><rect width="10" height="10"/></svg>`,
];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.each(HOSTILE.map((svg) => [svg.slice(0, 90), svg]))(
  '%s… is stored as a PNG',
  async (_label, svg) => {
    const logo = await storableLogo(new TextEncoder().encode(svg));
    expect(logo?.extension).toBe('.png');
    expect([...(logo?.bytes.slice(0, 8) ?? [])]).toEqual(PNG_SIGNATURE);
    const asText = Buffer.from(logo?.bytes ?? []).toString('latin1');
    expect(asText).not.toMatch(/script|alert|javascript/i);
  },
);

describe('through the upload route', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  test('a logo with a namespaced <x:script> is kept as a PNG without the script', async () => {
    const token = await t.login('admin@riverside.test');
    const form = new FormData();
    form.set('kind', 'vertical');
    form.set(
      'logo',
      new File([defined(HOSTILE[0], 'a hostile logo')], 'logo.svg', { type: 'image/svg+xml' }),
    );
    const res = await t.call('POST', '/api/school-settings/logo', {
      token,
      school: 'riverside',
      body: form,
    });
    expect(res.status).toBe(200);
    const url: string = res.body.data.vertical_logo;
    expect(url).toMatch(/^\/storage\/logo-[0-9a-f]+\.png$/);
    const stored = readFileSync(path.join(t.storageDir, url.slice('/storage/'.length)));
    expect([...stored.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(stored.toString('latin1')).not.toMatch(/script/i);
  });
});
