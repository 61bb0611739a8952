/**
 * GET /api/files/{file}: a school's private files (photos, attachments), by the convention of
 * lib/storage/files.ts. The caller must be signed in to the school the file belongs to (files
 * are kept per school, so another school's name finds nothing) and pass the access rule of
 * the file's kind, which asks whether the record holding the file is one the caller may see.
 * Every refusal after sign-in is a 404, so a name reveals nothing. A module that adds a kind
 * of attachment gives its rule in its manifest (`files`); this module imports none.
 */
import {
  FILE_KINDS,
  PRIVATE_CACHE,
  kindOfFile,
  privatePath,
  readPrivateFile,
} from '../../../storage/files';
import { notFound } from '../../http/errors';
import type { ApiModule, FileAccessRule } from '../../http/module';
import { access, defineRoute } from '../../http/route';

/** Types a browser only ever draws: no script, no active content. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * The access rule of every private kind, from the manifests' `files`. A private kind without
 * a rule, or with two, stops the routes from being assembled (at start-up and in every test).
 */
function accessRules(modules: readonly ApiModule[]): Map<string, FileAccessRule> {
  const rules = new Map<string, { module: string; rule: FileAccessRule }>();
  for (const m of modules)
    for (const [kind, rule] of Object.entries(m.files ?? {})) {
      const taken = rules.get(kind);
      if (taken)
        throw new Error(`Files of kind "${kind}" have rules in ${taken.module} and ${m.name}.`);
      rules.set(kind, { module: m.name, rule });
    }
  const kinds = Object.entries(FILE_KINDS).filter(([, where]) => where === 'private');
  const missing = kinds.filter(([kind]) => !rules.has(kind)).map(([kind]) => kind);
  if (missing.length) throw new Error(`No module gives an access rule for: ${missing.join(', ')}.`);
  return new Map([...rules].map(([kind, { rule }]) => [kind, rule]));
}

export const fileRoutes = (modules: readonly ApiModule[]) => {
  const rules = accessRules(modules);
  return [
    defineRoute({
      method: 'GET',
      path: '/files/:file',
      tag: 'files',
      summary:
        "A private file (photo, attachment) of the caller's school, if the caller may see the record holding it",
      access: access.authenticated,
      handler: async ({ c, db, caller, params }) => {
        const { file: name = '' } = params;
        const kind = kindOfFile(name);
        const rule = kind && rules.get(kind);
        if (!rule || !(await rule(db, caller, privatePath(name)))) throw notFound('file');
        const file = await readPrivateFile(c.get('deps').config.storageDir, caller.school.id, name);
        if (!file) throw notFound('file');
        return new Response(new Uint8Array(file.bytes), {
          headers: {
            'Content-Type': file.type,
            // Only a plain image shows in the page; anything else (a PDF, an SVG) downloads.
            'Content-Disposition': INLINE_TYPES.has(file.type) ? 'inline' : 'attachment',
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': PRIVATE_CACHE,
          },
        });
      },
    }),
  ];
};
