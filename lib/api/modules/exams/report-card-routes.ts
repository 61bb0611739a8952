/**
 * Report cards as PDFs (issue 30): one student's (GET /api/students/{id}/report-card.pdf?
 * exam_id=) and a class-section's (GET /api/report-cards.pdf?exam_id=&class_section_id=),
 * streamed a page per student with `X-Page-Count` up front for the screen's progress bar, as
 * the ID cards are (certificates/id-cards.ts); the public check behind a card's QR code; and the
 * principal's signature the cards print (a private upload).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { reportCardSettings } from '../../../db/schema/exams-reports';
import { reportCardPdf, writeReportCards } from '../../../pdf/report-card';
import { PRIVATE_CACHE, storePrivateFile } from '../../../storage/files';
import { initialsOf } from '../../../verification/signed-token';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFound, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { pdfStream } from '../../http/pdf-stream';
import { pdfResponse } from '../../http/pdf-response';
import { parseId } from '../../http/resource';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { storablePhoto } from '../../../storage/image-resize';
import { classSectionsByIds } from '../academics';
import { cardStudents } from '../people';
import { readSchoolSettings, schoolFromHint } from '../platform';
import { guardianChildren, readsWholeSchool } from './access';
import { examIdsOfClassAnyYear } from './annual-results';
import { examResults } from './results';
import { principalSignature, reportCardOfToken, reportCards } from './report-cards';
import { refId } from './schemas';
import { examRecord, isPublished } from './store';

const PAGE_COUNT_HEADER = 'X-Page-Count';
const download = z.enum(['0', '1']).optional();
const studentCardQuery = z.object({ exam_id: refId('exam').optional(), download });
const classCardsQuery = z.object({
  exam_id: refId('exam'),
  class_section_id: refId('class section'),
  download,
});

export const signatureSchema = z.object({
  signature: z
    .instanceof(File, { error: 'Choose an image to upload.' })
    .refine((file) => file.size > 0, 'The image is empty.')
    .refine((file) => file.size <= 1_000_000, 'The signature may be at most 1 MB.'),
});

/** The exam of the query; a guardian's only once published for the class. */
async function examOfQuery(tx: Executor, caller: SchoolUser, examId: number | undefined) {
  if (examId === undefined)
    throw validationFailed({ exam_id: apiMessage('examReports.chooseExam') });
  return examRecord(tx, caller.school.id, examId);
}

/** The exams of the session years a student's class sits, newest first (a guardian's: published). */
async function cardExamsOf(
  tx: Executor,
  caller: SchoolUser,
  classSectionId: number,
  publishedOnly: boolean,
) {
  const schoolId = caller.school.id;
  const section = (await classSectionsByIds(tx, schoolId, [classSectionId])).get(classSectionId);
  if (!section) return [];
  const exams: { exam_id: number; name: string; exam_type: string; published: boolean }[] = [];
  for (const id of (await examIdsOfClassAnyYear(tx, schoolId, section.classId)).reverse()) {
    const exam = await examRecord(tx, schoolId, id);
    const published = isPublished(exam, section.classId);
    if (!publishedOnly || published)
      exams.push({ exam_id: exam.id, name: exam.name, exam_type: exam.exam_type, published });
  }
  return exams;
}

export const reportCardRoutes = [
  defineRoute({
    method: 'GET',
    path: '/students/:id/report-card.pdf',
    tag: 'exams',
    summary:
      'A student’s report card of an exam (exam_id) as PDF: marks and grades per subject of the term’s exams, result, rank, attendance, remark, signature and a verification QR; without exam_id, the exams they have a card of (JSON, newest first). A guardian: their own child’s, once published',
    access: access.permission('exam-list'),
    query: studentCardQuery,
    handler: async ({ c, db, caller, params, query }) => {
      const schoolId = caller.school.id;
      const studentId = parseId(params.id, 'student');
      const guardian = readsWholeSchool(caller) ? null : await guardianChildren(db, caller);
      const [student] = await cardStudents(db, schoolId, { studentIds: [studentId] });
      if (!student || (guardian && !guardian.ids.has(studentId))) throw notFound('student');
      if (query.exam_id === undefined)
        return envelope(await cardExamsOf(db, caller, student.class_section_id, guardian !== null));
      const exam = await examOfQuery(db, caller, query.exam_id);
      const results = await examResults(
        db,
        schoolId,
        exam,
        student.class_section_id,
        caller.format.timeZone,
      );
      if (guardian && !results.published) throw notFoundLabelled('exam');
      if (!results.students.some((s) => s.student_id === studentId)) throw notFound('student');
      const locale = await readerLanguage();
      const { of, cards } = await reportCards(
        db,
        c.var.deps.config,
        caller,
        exam,
        student.class_section_id,
        locale,
        { only: new Set([studentId]), publishedOnly: guardian !== null },
      );
      for await (const card of cards())
        return pdfResponse(
          await reportCardPdf(of, card, locale),
          `report-card-${student.admission_no}.pdf`,
          query.download,
        );
      throw notFound('student');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/report-cards.pdf',
    tag: 'exams',
    summary:
      'A class-section’s report cards of an exam (exam_id, class_section_id), a page per student, streamed; X-Page-Count gives the pages up front',
    access: access.permission('exam-list'),
    query: classCardsQuery,
    handler: async ({ c, db, caller, query }) => {
      if (!readsWholeSchool(caller)) throw forbidden(apiMessage('examReports.classCardsStaff'));
      const exam = await examOfQuery(db, caller, query.exam_id);
      const locale = await readerLanguage();
      const { of, cards, count } = await reportCards(
        db,
        c.var.deps.config,
        caller,
        exam,
        query.class_section_id,
        locale,
      );
      if (!count)
        throw validationFailed({ class_section_id: apiMessage('examReports.noStudents') });
      return new Response(
        pdfStream((onChunk) => writeReportCards(of, cards(), locale, onChunk)),
        {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `${query.download === '1' ? 'attachment' : 'inline'}; filename="report-cards.pdf"`,
            'Cache-Control': PRIVATE_CACHE,
            [PAGE_COUNT_HEADER]: String(count),
          },
        },
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/schools/by-subdomain/:subdomain/report-cards/:token',
    tag: 'exams',
    summary:
      'A report card’s authenticity for anyone holding it (public): the school, exam, class, the student’s initials and the grade',
    access: access.public,
    handler: async ({ c, db, params }) => {
      const school = await schoolFromHint(db, { subdomain: params.subdomain ?? '' }).catch(
        () => undefined,
      );
      if (!school) throw notFoundLabelled('report card');
      const paper = reportCardOfToken(c.var.deps.config, school.id, params.token ?? '');
      if (!paper) throw notFoundLabelled('report card');
      const exam = await examRecord(db, school.id, paper.examId).catch(() => null);
      const [student] = await cardStudents(db, school.id, { studentIds: [paper.studentId] });
      if (!exam || !student) throw notFoundLabelled('report card');
      const settings = await readSchoolSettings(db, school.id);
      const section = (await classSectionsByIds(db, school.id, [student.class_section_id])).get(
        student.class_section_id,
      );
      return envelope({
        school_name: settings.school_name,
        exam_name: exam.name,
        student_initials: initialsOf(student.name),
        class_section_name: student.class_section_name,
        published: section ? isPublished(exam, section.classId) : false,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/report-card-settings',
    tag: 'exams',
    summary: 'Whether the report cards print a principal’s signature',
    access: access.permission('exam-list'),
    handler: async ({ db, caller }) =>
      envelope({ has_signature: (await principalSignature(db, caller.school.id)) !== null }),
  }),
  defineRoute({
    method: 'POST',
    path: '/report-card-settings/signature',
    tag: 'exams',
    summary:
      'Upload the principal’s signature the report cards print (multipart field `signature`: PNG, JPEG or WebP, ≤ 1 MB; kept private)',
    access: access.permission('exam-publish'),
    body: signatureSchema,
    audit: { entity: 'report-card-settings', actions: ['upload'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const image = await storablePhoto(new Uint8Array(await body.signature.arrayBuffer()));
      if (!image) throw validationFailed({ signature: apiMessage('people.photoType') });
      const schoolId = caller.school.id;
      const stored = await storePrivateFile(
        c.get('deps').config.storageDir,
        schoolId,
        'photo',
        image.extension,
        image.bytes,
      );
      await db.transaction(async (tx) => {
        const before = await principalSignature(tx, schoolId);
        await tx.delete(reportCardSettings).where(eq(reportCardSettings.schoolId, schoolId));
        await tx.insert(reportCardSettings).values({ schoolId, principalSignature: stored.url });
        await audit(tx, {
          action: 'upload',
          entity: 'report-card-settings',
          entityId: schoolId,
          before: { principal_signature: before },
          after: { principal_signature: stored.url },
        });
      });
      return envelope({ has_signature: true }, apiMessage('examReports.signatureSaved'));
    },
  }),
];
