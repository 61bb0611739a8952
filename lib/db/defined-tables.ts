/**
 * Every table the application defines, read from the schema's exports (lib/db/schema): for
 * the tasks that cover the whole database by design, such as a school's backup, which must
 * include a table added tomorrow without anyone remembering it. A module reads its own tables
 * by importing its schema file; this list is the one sanctioned view of all of them.
 */
import * as schema from './schema';

/** The schema's exports, tables and their helpers alike: the caller picks the tables. */
export const definedSchemaExports: Readonly<Record<string, unknown>> = schema;
