import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, a new one when either differs', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
    expect(numberFormat('ar', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat('en')).not.toBe(numberFormat('en', { useGrouping: false }));
  });

  it('formats as a formatter made for the call would', () => {
    expect(numberFormat('en', { useGrouping: false }).format(1234567)).toBe('1234567');
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }).format(new Date(0))).toBe(
      'January',
    );
    expect(pluralRules('en').select(1)).toBe('one');
    // Kinds never share a slot, whatever their options.
    expect(dateTimeFormat('en')).not.toBe(numberFormat('en'));
  });
});
