/**
 * A grid's file routes (marks-files.ts): the export, which is the import's template, and the
 * import, all or nothing. Registered at the end of routes.ts.
 */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { assertMayMark } from './access';
import { gridPlace } from './grid';
import { exportQuery, importBody, importMarks, marksFile } from './marks-files';
import { gridQuery } from './schemas';
import { examOfPath } from './store';
import { apiMessage } from '../../http/messages';

const TAG = 'exams';

export const marksFileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/exams/:id/marks/export',
    tag: TAG,
    summary:
      'A marks grid as a file (class_section_id, subject_id, format=csv|xlsx): admission_no, roll_number, name, marks, absent, exempt; the template its import reads',
    access: access.permission('exam-marks'),
    query: exportQuery,
    handler: async ({ db, caller, params, query }) => {
      const exam = await examOfPath(db, caller.school.id, params.id);
      const place = await gridPlace(db, caller.school.id, exam, query);
      await assertMayMark(db, caller, place);
      return marksFile(db, caller.school.id, exam, place, query.format);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exams/:id/marks/import',
    tag: TAG,
    summary:
      'Import a grid’s file (multipart `file`, CSV or XLSX, the export’s columns; `reason` once published): every wrong cell named by row and column, and then nothing is saved',
    access: access.permission('exam-marks'),
    query: gridQuery,
    body: importBody,
    audit: { entity: 'exam-marks', actions: ['update'] },
    handler: async ({ db, caller, params, query, body, audit }) => {
      const schoolId = caller.school.id;
      const { grid } = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        const place = await gridPlace(tx, schoolId, exam, query);
        await assertMayMark(tx, caller, place);
        return importMarks(tx, caller, audit, exam, place, body);
      });
      return envelope(grid, apiMessage('done.marksSaved'));
    },
  }),
];
