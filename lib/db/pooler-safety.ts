/**
 * What a transaction-mode pooler (PgBouncer, managed PostgreSQL's poolers) cannot carry: each
 * transaction may run on another server connection, so state kept by a connection between
 * transactions is lost or, worse, seen by another client. The code keeps none: locks and
 * settings are the transaction's own (`pg_advisory_xact_lock`, `set local`), and named
 * prepared statements are turned off by the URL (statements.ts). This check reads the source
 * for the constructs that would break that, so one added later fails CI (pooler-safety.test.ts)
 * wherever it is — which is why the API suite runs through a pooler only for the shared
 * mechanisms and the modules with explicit locks or cursors (scripts/test-all.mjs), and not
 * for every module's routes.
 */

/** A session-level construct, and what to use instead. */
type Hazard = { pattern: RegExp; why: string };

const HAZARDS: readonly Hazard[] = [
  {
    pattern: /\bpg_(try_)?advisory_lock(_shared)?\s*\(/i,
    why: 'a session advisory lock outlives the transaction: use pg_advisory_xact_lock',
  },
  {
    pattern: /\bpg_advisory_unlock/i,
    why: 'session advisory locks cannot be released behind a pooler: use pg_advisory_xact_lock',
  },
  {
    pattern: /\bset_config\s*\([^)]*,\s*false\s*\)/i,
    why: 'set_config(…, false) sets the session: pass true (the transaction only)',
  },
  {
    // A SQL string that starts with SET (not SET LOCAL, not SET TRANSACTION, not SET CONSTRAINTS).
    pattern:
      /[`'"]\s*set\s+(session\s+)?(?!local\b|transaction\b|constraints\b)[a-z_.]+\s*(=|to\b)/i,
    why: 'SET changes the session: use SET LOCAL inside the transaction',
  },
  {
    pattern: /[`'"]\s*(un)?listen\s+\w/i,
    why: 'LISTEN needs one session for good: a pooler hands the connection to others',
  },
  {
    pattern:
      /\bcreate\s+(global\s+|local\s+)?(temp|temporary)\s+table\b(?![^`'"]*\bon\s+commit\s+drop\b)/i,
    why: 'a temporary table outlives the transaction: add ON COMMIT DROP',
  },
  { pattern: /\bwith\s+hold\b/i, why: 'a cursor WITH HOLD outlives the transaction' },
  {
    pattern: /[`'"]\s*(prepare\s+\w+\s*(\(|as\b)|deallocate\b)/i,
    why: 'a SQL PREPARE names a statement on the session',
  },
];

/** A line that is only a comment: comments may name what the code avoids. */
const COMMENT = /^\s*(\/\/|\/?\*)/;

/** Each hazard in one file's text: `line: why`, in line order. */
export function poolerHazards(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    if (COMMENT.test(line)) return;
    for (const { pattern, why } of HAZARDS) if (pattern.test(line)) found.push(`${i + 1}: ${why}`);
  });
  return found;
}
