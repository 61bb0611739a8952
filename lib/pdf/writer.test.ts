import { textItems } from './test-support/text-items';
import { PdfWriter } from './writer';

const NAME = 'عائشة الحربي';

async function pageWith(locale: string) {
  const pdf = new PdfWriter({ size: 'A5', margin: 36, locale, info: {} });
  pdf.pair('Student', NAME);
  pdf.amount('−$15.00', { x: 290, width: 94 });
  return textItems(await pdf.end());
}

describe('PdfWriter', () => {
  test('an Arabic page is laid out from the right; an English one from the left', async () => {
    const xOf = (items: { str: string; x: number }[], text: string) =>
      items.find((i) => i.str.includes(text))?.x ?? NaN;
    const [en, ar] = [await pageWith('en'), await pageWith('ar')];
    const middle = 419.53 / 2; // A5 is 419.53 points wide
    expect(xOf(en, 'Student')).toBeLessThan(middle);
    expect(xOf(ar, 'Student')).toBeGreaterThan(middle);
    expect(xOf(ar, NAME)).toBeLessThan(xOf(ar, 'Student'));
    // The amount column: at the end edge, the amount in its own order on both pages.
    expect(xOf(en, '$15.00')).toBeGreaterThan(middle);
    expect(xOf(ar, '$15.00')).toBeLessThan(middle);
    for (const items of [en, ar]) expect(items.map((i) => i.str).join('')).toContain('−$15.00');
  });

  test('a long text wraps inside its box, every word kept', async () => {
    const pdf = new PdfWriter({ size: 'A5', margin: 36, info: {} });
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`);
    pdf.text(words.join(' '), { width: 150 });
    const items = textItems(await pdf.end());
    const text = items.map((i) => i.str).join(' ');
    for (const word of words) expect(text).toContain(word);
    expect(Math.max(...items.map((i) => i.x))).toBeLessThan(36 + 150);
  });
});
