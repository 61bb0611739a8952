/**
 * The words printed on PDFs (issue 26), from the `pdf` catalogue in the reader's language: the
 * routes pass the caller's locale, and the writer lays the page out right to left for Arabic.
 */
import type { Locale } from '../i18n/locales';
import { translator, type Translate } from '../i18n/translate';

export type PdfWords = { t: Translate; method: (method: string | null) => string };

export function pdfWords(locale: Locale): PdfWords {
  const t = translator(locale, 'pdf');
  const methods: Record<string, string> = {
    cash: t('method.cash'),
    cheque: t('method.cheque'),
    bank_transfer: t('method.bank_transfer'),
    card: t('method.card'),
    online: t('method.online'),
  };
  return { t, method: (method) => (method ? (methods[method] ?? method) : '') };
}
