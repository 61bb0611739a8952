/**
 * ID cards for `npm run bench` (BENCH_ONLY=id-cards): a class-section of 1,000 students
 * (BENCH_ID_CARD_STUDENTS; written in bulk, not measured), then GET /api/id-cards.pdf for it
 * through the API (./section-pdf.ts). Issue 29's target: the whole PDF within 30 s.
 */
import type { DatabaseHandle } from '../../lib/db/client';
import { benchSectionPdf, printSectionPdfTable, type SectionPdfFigures } from './section-pdf';

const STUDENTS = Number(process.env.BENCH_ID_CARD_STUDENTS ?? 1_000);

export const benchIdCards = (backend: string, handle: DatabaseHandle, storageDir: string) =>
  benchSectionPdf(
    backend,
    handle,
    storageDir,
    STUDENTS,
    async ({ sectionId }) => `/api/id-cards.pdf?class_section_id=${sectionId}`,
  );

export const printIdCardTable = (rows: SectionPdfFigures[]) =>
  printSectionPdfTable(
    'ID cards: a class-section as one streamed PDF of A4 sheets (target: within 30 s)',
    rows,
  );
