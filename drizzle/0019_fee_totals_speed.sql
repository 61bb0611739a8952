DROP INDEX "fee_ledger_session_kind_idx";--> statement-breakpoint
-- Written by hand from here: 0017's recount made safe from a plan that read a whole session's
-- ledger for each student.
--
-- The recount (fee_student_totals_refresh, 0017) finds each student's lines by
-- (school_id, student_id, session_year_id). Without statistics on fee_ledger (PGlite has no
-- autovacuum, so an embedded school's ledger is never analysed; a PostgreSQL table bulk-loaded
-- moments ago is not yet) every equality estimates one row, and the planner took
-- fee_ledger_session_kind_idx (school_id, session_year_id, kind) for it: each student then read
-- every line of the session and filtered on student_id. Measured on PGlite, 1,000 students with
-- 20,000 lines: 14.7 s, against 0.27 s through fee_ledger_student_idx; the bench's bulk insert of
-- 500,000 payment lines did not finish in 25 minutes. That index served only the summary before
-- 0017 read the totals, so it goes (above: one index less to write on every ledger insert), and
-- the recount writes the session-year test as "session_year_id + 0 = …", out of any index
-- condition, so that no index added later on (school_id, session_year_id, …) can win it back:
-- fee_ledger_student_idx (school_id, student_id) matches two columns on any statistics, and a
-- student's few session years are then a filter. Same signature, same result: only the plan.
CREATE OR REPLACE FUNCTION "fee_student_totals_refresh"("p_school_ids" integer[], "p_session_year_ids" integer[], "p_student_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Each row created or locked through its primary key (ON CONFLICT DO UPDATE locks the row),
	-- in key order: no join for a planner to misjudge.
	INSERT INTO "fee_student_totals" AS t ("school_id", "session_year_id", "student_id")
	SELECT k.school_id, k.session_year_id, k.student_id
	FROM unnest(p_school_ids, p_session_year_ids, p_student_ids) AS k(school_id, session_year_id, student_id)
	ORDER BY 1, 2, 3
	ON CONFLICT ("school_id", "session_year_id", "student_id") DO UPDATE SET student_id = t.student_id;
	-- One chain of aggregates written back through the primary key, with no join between two
	-- derived sets: a cached generic plan guesses ten students, and a bulk insert touching 50,000
	-- must not become 50,000 × 50,000 comparisons.
	WITH lines AS (
		SELECT l.school_id, l.session_year_id, l.student_id, l.id, l.amount, l.due_id, l.due_date,
			l.kind = 'due' OR l.due_id IS NOT NULL AS names_due,
			CASE WHEN l.kind = 'cancellation' THEN r.kind ELSE l.kind END AS counts_as
		FROM unnest(p_school_ids, p_session_year_ids, p_student_ids) AS k(school_id, session_year_id, student_id)
		JOIN "fee_ledger" l
			-- "+ 0": see the note above; the session year is a filter on the student's few lines.
			ON l.school_id = k.school_id AND l.student_id = k.student_id AND l.session_year_id + 0 = k.session_year_id
		LEFT JOIN "fee_ledger" r ON l.kind = 'cancellation' AND r.school_id = l.school_id AND r.id = l.reverses_id
	), per_due AS (
		-- A due with the lines naming it (a line naming no due is a group of its own).
		SELECT school_id, session_year_id, student_id,
			bool_or(names_due) AS is_due,
			sum(amount) FILTER (WHERE names_due) AS owed,
			max(due_date) FILTER (WHERE names_due) AS due_date,
			sum(amount) FILTER (WHERE counts_as = 'due') AS due_sum,
			sum(amount) FILTER (WHERE counts_as = 'late_fee') AS late_fee_sum,
			sum(amount) FILTER (WHERE counts_as = 'waiver') AS waiver_sum,
			sum(amount) FILTER (WHERE counts_as = 'payment') AS payment_sum,
			sum(amount) FILTER (WHERE counts_as = 'advance') AS advance_sum,
			sum(amount) FILTER (WHERE counts_as = 'advance_applied' AND due_id IS NULL) AS advance_used_sum
		FROM lines
		GROUP BY school_id, session_year_id, student_id, coalesce(due_id, id)
	), sums AS (
		SELECT school_id, session_year_id, student_id,
			coalesce(sum(due_sum), 0) AS due_sum,
			coalesce(sum(late_fee_sum), 0) AS late_fee_sum,
			coalesce(sum(waiver_sum), 0) AS waiver_sum,
			coalesce(sum(payment_sum), 0) AS payment_sum,
			coalesce(sum(advance_sum), 0) AS advance_sum,
			coalesce(sum(advance_used_sum), 0) AS advance_used_sum,
			min(due_date) FILTER (WHERE is_due AND owed > 0) AS owing_since
		FROM per_due
		GROUP BY school_id, session_year_id, student_id
	)
	INSERT INTO "fee_student_totals" ("school_id", "session_year_id", "student_id", "due_sum", "late_fee_sum",
		"waiver_sum", "payment_sum", "advance_sum", "advance_used_sum", "owing_since")
	SELECT school_id, session_year_id, student_id, due_sum, late_fee_sum, waiver_sum, payment_sum,
		advance_sum, advance_used_sum, owing_since
	FROM sums
	ON CONFLICT ("school_id", "session_year_id", "student_id") DO UPDATE
	SET due_sum = excluded.due_sum, late_fee_sum = excluded.late_fee_sum, waiver_sum = excluded.waiver_sum,
		payment_sum = excluded.payment_sum, advance_sum = excluded.advance_sum,
		advance_used_sum = excluded.advance_used_sum, owing_since = excluded.owing_since;
END
$$;
