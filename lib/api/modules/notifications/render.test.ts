/** A delivery's words (render.ts) and the unsubscribe token (unsubscribe-token.ts). */
import { renderMessage } from './render';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const base = {
  event: 'student_absent' as const,
  recipientName: 'Grace <Adeyemi>',
  school: { name: 'Riverside & Co', colour: '#215679' },
  link: 'https://riverside.schola.test/guardian/attendance',
  unsubscribeUrl: 'https://riverside.schola.test/api/notifications/unsubscribe?token=x',
};

test('the facts are escaped in the HTML and kept as written in the text', () => {
  const out = renderMessage({
    ...base,
    locale: 'en',
    params: { student: '<script>alert(1)</script>', date: '27/11/2026', class_section: 'A' },
  });
  expect(out.subject).toBe('<script>alert(1)</script> was absent on 27/11/2026');
  expect(out.html).not.toContain('<script>');
  expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(out.html).toContain('Riverside &amp; Co');
  expect(out.text).toContain('Hello Grace <Adeyemi>,');
  expect(out.text).toContain(`Open in Riverside & Co: ${base.link}`);
  expect(out.text).toContain(base.unsubscribeUrl);
});

test('a missing argument reads as a dash; Arabic is right to left', () => {
  const out = renderMessage({ ...base, locale: 'ar', params: { student: 'Amira' } });
  expect(out.subject).toBe('تغيّب Amira يوم —');
  expect(out.html).toContain('<html lang="ar" dir="rtl">');
  expect(out.body).toBe('سُجّل Amira (—) غائبًا يوم —.');
});

test('a colour that is not a plain hex colour is not written into the style', () => {
  const out = renderMessage({
    ...base,
    locale: 'fr',
    school: { name: 'X', colour: 'red;background:url(x)' },
    params: { student: 'A', date: 'B', class_section: 'C' },
  });
  expect(out.html).not.toContain('url(x)');
  expect(out.subject).toBe('A était absent(e) le B');
});

test('an unsubscribe token reads back only with its secret, unaltered', () => {
  const claim = { schoolId: 3, userId: 42, event: 'fee_overdue' as const };
  const token = unsubscribeToken('secret', claim);
  expect(readUnsubscribeToken('secret', token)).toEqual(claim);
  expect(readUnsubscribeToken('another', token)).toBeNull();
  expect(readUnsubscribeToken('secret', token.replace('.42.', '.43.'))).toBeNull();
  expect(readUnsubscribeToken('secret', token.replace('fee_overdue', 'fee_due_soon'))).toBeNull();
  expect(readUnsubscribeToken('secret', 'garbage')).toBeNull();
});
