/**
 * The apply form's live figures in the page's language (issue 26): English keeps its words
 * ("2 days counted", the weekday), Arabic gets its own plural forms and weekday names.
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { LeavePreview } from './leave-preview';
import type { LeaveAssessment } from './use-leave-balance';

const assessment: LeaveAssessment = {
  leave_type: { id: 1, name: 'Casual leave', is_paid: true },
  allow_half_day: true,
  attachment_after_days: null,
  balance: {
    allocated: 12,
    carried_forward: 2,
    taken: 1,
    without_pay: 0,
    pending: 0,
    remaining: 1,
  },
  // 2027-02-01 is a Monday, 2027-02-06 a Saturday.
  days: [
    { date: '2027-02-01', off: null, portion: 'full', counted: 1, without_pay: 0 },
    { date: '2027-02-02', off: null, portion: 'full', counted: 1, without_pay: 1 },
    { date: '2027-02-06', off: 'weekly_off', portion: 'full', counted: 0, without_pay: 0 },
  ],
  counted: 2,
  without_pay: 1,
};

function textIn(locale: Locale) {
  const html = renderIn(
    locale,
    'leave',
    <LeavePreview assessment={assessment} onPortion={() => undefined} />,
  );
  // React separates adjacent text with <!-- -->: not a space on the screen.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

test('English: the balance, the weekdays and the counted days read as before', () => {
  const text = textIn('en');
  expect(text).toContain('Allocated 12 days + 2 carried forward');
  expect(text).toContain('Remaining 1 day');
  expect(text).toContain('(Monday)');
  expect(text).toContain('Weekly off');
  expect(text).toContain('(1 without pay)');
  expect(text).toContain('2 days counted — 1 day beyond the balance, without pay');
});

test('Arabic: its own words, plural forms and weekday names', () => {
  const text = textIn('ar');
  expect(text).toContain('يومان محتسبة');
  expect(text).toContain('يوم واحد تتجاوز الرصيد');
  expect(text).toContain('الاثنين');
  expect(text).toContain('عطلة أسبوعية');
  expect(text).not.toMatch(/counted|Monday/);
});
