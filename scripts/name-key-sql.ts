/**
 * Prints the SQL `name_key` function of lib/text/name-key.ts's rule, as migration
 * 0023_name_key.sql holds it: `npx tsx scripts/name-key-sql.ts > drizzle/<n>_name_key.sql`.
 * A change of the rule needs a new migration that replaces the function and rebuilds the
 * generated key columns (lib/text/name-key.test.ts fails until the database agrees).
 */
import { nameKeyTranslation } from '../lib/text/name-key';

const { from, to } = nameKeyTranslation();
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
process.stdout
  .write(`-- The search and sort key of a name (lib/text/name-key.ts, nameKey): decomposed (NFD), each
-- character lower-cased and folded or, for an accent, deleted, then composed again (NFC).
-- Written by scripts/name-key-sql.ts from that rule; lib/text/name-key.test.ts holds this
-- function equal to nameKey on every character of planes 0 and 1, on PGlite and PostgreSQL.
-- Immutable: the generated name key columns (students', users') and their indexes use it.
-- normalize() needs a UTF8 database (PGlite's is; PostgreSQL's must be created so).
CREATE FUNCTION name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT normalize(translate(normalize(name, NFD),
    ${quote(from)},
    ${quote(to)}), NFC) $$;
`);
