/**
 * A dead job of a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): written straight to the table, as a worker leaves it.
 */
import { sql } from 'drizzle-orm';
import { type ForeignRowsOf } from '../../../test-support/fixtures';
import { unique } from '../../../test-support/harness';

export const foreignRows: ForeignRowsOf = {
  jobs: {
    create: async (t, as) => {
      const result = await t.handle.db.execute(sql`insert into jobs
          (school_id, queue, key, payload, state, attempt, max_attempts, last_error)
        select id, 'test', ${unique('job')}, '{}', 'dead', 5, 5, 'refused'
        from schools where subdomain = ${as.school} returning id::int as id`);
      return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    },
  },
};
