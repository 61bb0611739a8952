/**
 * The take-a-payment form speaks the page's language (issue 26): its words, the plural of the
 * dues chosen and the payment methods come from the 'fees' catalogue, English unchanged.
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { PaymentForm } from './payment-form';

function render(locale: Locale, dueIds: number[]) {
  const html = renderIn(
    locale,
    'fees',
    <PaymentForm studentId={1} paidOn="2026-03-05" dueIds={dueIds} owed={0} onPaid={() => {}} />,
  );
  // The text a person reads, without tags and React's comment markers.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('in English the form reads as it always did', () => {
  const text = render('en', [3, 4]);
  expect(text).toContain('Take a payment');
  expect(text).toContain('2 due(s) chosen, owing');
  expect(text).toContain('Bank transfer');
  expect(text).toContain('Keep any amount beyond what is owed as an advance');
  expect(render('en', [])).toContain(
    'No due chosen: the payment goes to the open dues, oldest first.',
  );
});

test('in Arabic the words, the dual of the dues chosen and the methods are Arabic', () => {
  const text = render('ar', [3, 4]);
  expect(text).toContain('استلام دفعة');
  expect(text).toContain('مستحقان مختاران');
  expect(text).toContain('تحويل بنكي');
  expect(text).not.toContain('Take a payment');
});

test('in Hindi and French, one due chosen takes the singular', () => {
  expect(render('hi', [3])).toContain('1 देय चुना गया');
  expect(render('fr', [3])).toContain('1 échéance choisie');
  expect(render('fr', [3, 4])).toContain('2 échéances choisies');
});
