/**
 * Report cards for `npm run bench` (BENCH_ONLY=report-cards): a class-section of 1,000
 * students (BENCH_REPORT_CARD_STUDENTS; written in bulk, not measured) sitting an exam of two
 * papers with every mark entered, then GET /api/report-cards.pdf for it through the API
 * (./section-pdf.ts). Issue 30's target: 1,000 students' report cards within 60 s.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import {
  apiCall,
  bulkMarks,
  classOfSection,
  rowsOf,
  scheduledExam,
  subjectsTaught,
} from './exam-setup';
import { benchSectionPdf, printSectionPdfTable, type SectionPdfFigures } from './section-pdf';

const STUDENTS = Number(process.env.BENCH_REPORT_CARD_STUDENTS ?? 1_000);

export const benchReportCards = (backend: string, handle: DatabaseHandle, storageDir: string) =>
  benchSectionPdf(
    backend,
    handle,
    storageDir,
    STUDENTS,
    async ({ schoolId, sectionId, session }) => {
      const classId = await classOfSection(handle, schoolId, sectionId);
      // The session year the students are placed in (section-pdf.ts's fullSection).
      const [year] = rowsOf<{ id: number }>(
        await handle.db.execute(
          sql`select id from session_years where school_id = ${schoolId} order by id limit 1`,
        ),
      );
      const examId = await scheduledExam(apiCall(session), Number(year?.id), [
        { classId, subjectIds: await subjectsTaught(handle, schoolId, classId, 2) },
      ]);
      await bulkMarks(handle, schoolId, examId, sectionId);
      return `/api/report-cards.pdf?exam_id=${examId}&class_section_id=${sectionId}`;
    },
  );

export const printReportCardTable = (rows: SectionPdfFigures[]) =>
  printSectionPdfTable(
    'Report cards: a class-section as one streamed PDF, a page each (target: within 60 s)',
    rows,
  );
