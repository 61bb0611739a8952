/**
 * The expense chart in the page's language (issue 26): month names and the screen reader's
 * summary from the 'expenses' catalogue, and in Arabic time runs right to left (the first
 * month's column on the right).
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { ExpenseChart } from './expense-chart';

const chart = {
  from: '2026-01-01',
  to: '2026-02-28',
  months: ['2026-01', '2026-02'],
  categories: [{ id: 1, name: 'Rent', amounts: [50000, 0], total: 50000 }],
  month_totals: [50000, 0],
  total: 50000,
};

function render(locale: Locale) {
  return renderIn(
    locale,
    'expenses',
    <ExpenseChart chart={chart} money={(minor) => `$${minor / 100}`} />,
  ).replace(/<!-- -->/g, '');
}

/** The x of the axis label naming `month`. */
const labelX = (html: string, month: string) =>
  new RegExp(`x="([\\d.]+)%"[^>]*>${month}</text>`).exec(html)?.[1];

test('in English: the summary and axis read as before, January on the left', () => {
  const html = render('en');
  expect(html).toContain(
    'aria-label="Expenses by month. Jan 2026: $500 (Rent $500); Feb 2026: $0."',
  );
  expect(labelX(html, 'Jan 2026')).toBe('25');
  expect(labelX(html, 'Feb 2026')).toBe('75');
});

test('in Arabic: Arabic month names and words, January on the right', () => {
  const html = render('ar');
  expect(html).toContain('المصروفات حسب الشهر');
  expect(labelX(html, 'يناير 2026')).toBe('75');
  expect(labelX(html, 'فبراير 2026')).toBe('25');
});
