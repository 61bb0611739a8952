/**
 * A grid's import (marks-files.ts), all or nothing; its export is GET /exams/{id}/marks with
 * `format`. Registered at the end of routes.ts.
 */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { assertMayMark } from './access';
import { gridPlace } from './grid';
import { importBody, importMarks, namedGrid } from './marks-files';
import { marksQuery } from './schemas';
import { examOfPath } from './store';
import { apiMessage } from '../../http/messages';

const TAG = 'exams';

export const marksFileRoutes = [
  defineRoute({
    method: 'POST',
    path: '/exams/:id/marks/import',
    tag: TAG,
    summary:
      'Import a grid’s file (multipart `file`, CSV or XLSX, the export’s columns; `reason` once published): every wrong cell named by row and column, and then nothing is saved',
    access: access.permission('exam-marks'),
    query: marksQuery,
    body: importBody,
    audit: { entity: 'exam-marks', actions: ['update'] },
    handler: async ({ db, caller, params, query, body, audit }) => {
      const schoolId = caller.school.id;
      const { grid } = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        const place = await gridPlace(tx, schoolId, exam, namedGrid(query));
        await assertMayMark(tx, caller, place);
        return importMarks(tx, caller, audit, exam, place, body);
      });
      return envelope(grid, apiMessage('done.marksSaved'));
    },
  }),
];
