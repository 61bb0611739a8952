/**
 * /api/imports: templates (CSV, XLSX), upload with preview (every error by row and column,
 * nothing written), the commit in client-driven steps with progress, and the batch's state.
 * Students need student-bulk-import; teachers need teacher-create.
 */
import { z } from 'zod';
import { todayIn } from '../../../../calendar';
import { envelope } from '../../../http/envelope';
import { parseId } from '../../../http/resource';
import { access, defineRoute } from '../../../http/route';
import type { SchoolUser } from '../../../http/context';
import { forbidden } from '../../../http/errors';
import { commitStep, importProgress } from './commit';
import { csvTemplate, xlsxTemplate } from './files';
import { previewImport, type ImportKind } from './preview';
import { listQuery, pageWindow } from '../../../http/list';
import { listEnvelope } from '../../../http/envelope';
import { templateExamples } from './examples';
import { stagedRows } from './staged-rows';
import { STUDENT_COLUMNS } from './student-rows';
import { TEACHER_COLUMNS } from './teacher-rows';
import { apiMessage } from '../../../http/messages';
import { importFieldColumns } from '../record-fields';

const TAG = 'people';
const PERMISSION = { students: 'student-bulk-import', teachers: 'teacher-create' } as const;

const fileSchema = z.object({
  file: z
    .instanceof(File, { error: 'Choose a CSV or XLSX file to upload.' })
    .refine((f) => f.size > 0, 'The file is empty.'),
});

const rowsQuery = listQuery(['row']);

const templateQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'The format must be csv or xlsx.' }).default('csv'),
});

function mustMay(caller: SchoolUser, kind: ImportKind) {
  if (!caller.permissions.has(PERMISSION[kind]))
    throw forbidden(apiMessage('errors.needPermission', { permission: PERMISSION[kind] }));
}

function kindRoutes(kind: ImportKind) {
  const permission = access.permission(PERMISSION[kind]);
  const columns = kind === 'students' ? STUDENT_COLUMNS : TEACHER_COLUMNS;
  return [
    defineRoute({
      method: 'GET',
      path: `/imports/${kind}/template`,
      tag: TAG,
      summary: `The ${kind} import template (format=csv|xlsx) with example rows that import cleanly in this school`,
      access: permission,
      query: templateQuery,
      handler: async ({ db, caller, query }) => {
        const name = `${kind}-import-template.${query.format}`;
        const examples = await templateExamples(db, caller.school.id, kind);
        // Students' templates end with a column per custom field the importer may write.
        const extra = kind === 'students' ? await importFieldColumns(db, caller, 'student') : [];
        const all = [...columns, ...extra];
        const body =
          query.format === 'csv'
            ? csvTemplate(all, examples)
            : await xlsxTemplate(kind, all, examples);
        return new Response(body as BodyInit, {
          headers: {
            'Content-Type':
              query.format === 'csv'
                ? 'text/csv; charset=utf-8'
                : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="${name}"`,
          },
        });
      },
    }),
    defineRoute({
      method: 'POST',
      path: `/imports/${kind}`,
      tag: TAG,
      summary: `Upload a ${kind} file (multipart field \`file\`, CSV or XLSX): the preview lists every error by row and column; nothing is written`,
      access: permission,
      body: fileSchema,
      audit: { entity: 'imports', actions: ['upload'] },
      handler: async ({ db, caller, body, audit }) => {
        const preview = await previewImport(
          db,
          caller.school.id,
          kind,
          {
            name: body.file.name || `${kind}.csv`,
            bytes: new Uint8Array(await body.file.arrayBuffer()),
          },
          caller.userId,
          todayIn(caller.format.timeZone),
          audit,
          caller,
        );
        return envelope(
          preview,
          preview.errors.length
            ? apiMessage('done.importHasErrors', { count: preview.errors.length })
            : apiMessage('done.importReady', {
                create: preview.to_create,
                skipped: preview.skipped_rows,
              }),
        );
      },
    }),
  ];
}

export const importRoutes = [
  ...kindRoutes('students'),
  ...kindRoutes('teachers'),
  defineRoute({
    method: 'GET',
    path: '/imports/:id',
    tag: TAG,
    summary: "An import's state and progress",
    access: access.authenticated,
    handler: async ({ db, caller, params }) => {
      const progress = await importProgress(db, caller.school.id, parseId(params.id, 'import'));
      mustMay(caller, progress.kind);
      return envelope(progress);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/imports/:id/rows',
    tag: TAG,
    summary: 'The rows a checked import will write, in file order, each to create or skip (paged)',
    access: access.authenticated,
    query: rowsQuery,
    handler: async ({ db, caller, params, query }) => {
      const id = parseId(params.id, 'import');
      const progress = await importProgress(db, caller.school.id, id);
      mustMay(caller, progress.kind);
      // One import's staged rows (bounded by the file), not a school list: its own total.
      const rows = await stagedRows(db, caller.school.id, id, pageWindow(query));
      const total = rows[0]?.total ?? 0;
      return listEnvelope(
        rows.map(({ total: _total, ...row }) => row), // eslint-disable-line @typescript-eslint/no-unused-vars -- total is left out of each row, not used
        { page: query.page, per_page: query.per_page, total, total_capped: false },
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/imports/:id/commit',
    tag: TAG,
    summary: 'Run the next bounded step of a staged import; call again until data.done',
    access: access.authenticated,
    audit: { entity: 'imports', actions: ['import'] },
    handler: async ({ db, caller, params, audit }) => {
      const id = parseId(params.id, 'import');
      // A missing or foreign batch is a 404 from importProgress itself; anything else (the
      // database gone: 503) keeps its own status.
      const before = await importProgress(db, caller.school.id, id);
      mustMay(caller, before.kind);
      const progress = await commitStep(
        db,
        caller.school.id,
        id,
        caller.userId,
        audit,
        todayIn(caller.format.timeZone),
      );
      return envelope(
        progress,
        progress.done
          ? apiMessage('done.importDone', {
              created: progress.created_rows,
              skipped: progress.skipped_rows,
            })
          : apiMessage('done.importChecked', {
              prepared: progress.prepared_rows,
              total: progress.total_rows,
            }),
      );
    },
  }),
];
