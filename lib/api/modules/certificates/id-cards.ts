/**
 * GET /api/id-cards.pdf?class_section_id= (the section's active students, in roll order) or
 * ?student_id= (one card): A4 sheets of cards with cut marks, streamed as each sheet is
 * written, so the first bytes leave at once and a class of 1,000 never sits whole in memory.
 * `X-Page-Count` says up front how many pages follow: the screen counts the pages as they
 * arrive against it for its progress bar.
 */
import { z } from 'zod';
import { pagesFor } from '../../../pdf/id-card-sheet';
import { PRIVATE_CACHE } from '../../../storage/files';
import { notFound, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { pdfStream } from '../../http/pdf-stream';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { cardStudents } from '../people';
import { cardWriter } from './papers';
import { classSectionId, studentId } from './schemas';
import { templateOf } from './templates';

/** The header the progress bar reads (the BFF passes it on). */
const PAGE_COUNT_HEADER = 'X-Page-Count';

const query = z.object({
  class_section_id: classSectionId.optional(),
  student_id: studentId.optional(),
  download: z.enum(['0', '1']).optional(),
});

export const idCardRoutes = [
  defineRoute({
    method: 'GET',
    path: '/id-cards.pdf',
    tag: 'certificates',
    summary:
      "ID cards on A4 sheets with cut marks for a class-section's active students (class_section_id) or one student (student_id), streamed; X-Page-Count gives the pages up front",
    access: access.permission('certificates-list'),
    query,
    handler: async ({ c, db, caller, query: q }) => {
      const schoolId = caller.school.id;
      if ((q.class_section_id === undefined) === (q.student_id === undefined))
        throw validationFailed({
          class_section_id: apiMessage('certificates.cardsForWhom'),
        });
      const students =
        q.student_id !== undefined
          ? await cardStudents(db, schoolId, { studentIds: [q.student_id] })
          : await cardStudents(db, schoolId, { classSectionId: q.class_section_id ?? 0 });
      if (q.student_id !== undefined && !students.length) throw notFound('student');
      // An empty class-section and another school's answer alike: nothing to print, said plainly.
      if (!students.length)
        throw validationFailed({
          class_section_id: apiMessage('certificates.noActiveStudents'),
        });
      const locale = await readerLanguage();
      const layout = (await templateOf(db, schoolId, 'id_card', locale)).layout ?? 'portrait';
      const write = await cardWriter(db, c.var.deps.config, caller, students, locale);
      return new Response(pdfStream(write), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `${q.download === '1' ? 'attachment' : 'inline'}; filename="id-cards.pdf"`,
          'Cache-Control': PRIVATE_CACHE,
          [PAGE_COUNT_HEADER]: String(pagesFor(layout, students.length)),
        },
      });
    },
  }),
];
