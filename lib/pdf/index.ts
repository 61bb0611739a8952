// The PDF writer every document uses; the page's direction follows the `locale` it is given.
export { PdfWriter } from './writer';
