/**
 * Security: the BFF forwards only what the API needs. The browser's cookies (the sealed session
 * among them) never go upstream, nor a client-chosen address: the address goes signed.
 */
process.env.SESSION_SECRET = 'bff-test-secret-of-at-least-32-characters!';
import { vouchForAddress } from '../api/http/client-address';
import { browserLanguages, upstreamHeaders } from './upstream';

test('no cookie, no client-sent forwarding or identity headers, only the signed address', () => {
  const h = upstreamHeaders(
    {
      token: 'tok',
      schoolCode: 'SCH000001',
      subdomain: 'riverside',
      clientAddress: '198.51.100.7',
    },
    {
      'Content-Type': 'application/json',
      Cookie: 'schola_session=sealed; other=1',
      'X-Forwarded-For': '1.2.3.4',
      'X-Schola-Client-Address': '1.2.3.4',
      Authorization: 'Bearer stolen',
      Host: 'evil.example',
    },
  );
  expect(h.get('cookie')).toBeNull();
  expect(h.get('x-forwarded-for')).toBeNull();
  expect(h.get('host')).toBeNull();
  expect(h.get('authorization')).toBe('Bearer tok');
  expect(h.get('content-type')).toBe('application/json');
  const signed = vouchForAddress(process.env.SESSION_SECRET!, '198.51.100.7');
  for (const [name, value] of Object.entries(signed)) expect(h.get(name)).toBe(value);
});

test("the languages asked for go upstream, the browser's own choice first", () => {
  const request = (cookie: string | undefined, header: string | null) => ({
    headers: new Headers(header ? { 'Accept-Language': header } : {}),
    cookies: {
      get: (name: string) => (name === 'schola_locale' && cookie ? { value: cookie } : undefined),
    },
  });
  const h = upstreamHeaders({ acceptLanguage: browserLanguages(request('fr', 'en-GB,en;q=0.8')) });
  expect(h.get('accept-language')).toBe('fr, en-GB,en;q=0.8');
  // A cookie is the browser's to write: only a language offered is put in a header.
  expect(browserLanguages(request('xx\r\nX-Evil: 1', 'ar'))).toBe('ar');
  expect(browserLanguages(request(undefined, null))).toBe('');
  expect(upstreamHeaders({}).get('accept-language')).toBeNull();
});
