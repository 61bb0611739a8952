export { PdfWriter, directionOf } from './writer';
export type { Direction, FontStyle, PdfOptions, TextOptions } from './writer';
