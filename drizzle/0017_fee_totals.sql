CREATE TABLE "fee_collection_months" (
	"school_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"month" date NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_collection_months_school_id_session_year_id_month_pk" PRIMARY KEY("school_id","session_year_id","month")
);
--> statement-breakpoint
CREATE TABLE "fee_student_totals" (
	"school_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"due_sum" bigint DEFAULT 0 NOT NULL,
	"late_fee_sum" bigint DEFAULT 0 NOT NULL,
	"waiver_sum" bigint DEFAULT 0 NOT NULL,
	"payment_sum" bigint DEFAULT 0 NOT NULL,
	"advance_sum" bigint DEFAULT 0 NOT NULL,
	"advance_used_sum" bigint DEFAULT 0 NOT NULL,
	"owing_since" date,
	CONSTRAINT "fee_student_totals_school_id_session_year_id_student_id_pk" PRIMARY KEY("school_id","session_year_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "fee_collection_months" ADD CONSTRAINT "fee_collection_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_collection_months" ADD CONSTRAINT "fee_collection_months_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD CONSTRAINT "fee_student_totals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD CONSTRAINT "fee_student_totals_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD CONSTRAINT "fee_student_totals_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here. The fee summary reads these two derived tables instead of the
-- whole ledger (lib/api/modules/fees/summary.ts); the database keeps them in the transaction of
-- every insert into the append-only tables (0008), so no writer can forget them, and a restore
-- (which only ever appends to those tables) keeps them right too.
--
-- fee_student_totals_refresh recounts the named students' rows from all their ledger lines:
-- the sums per kind as balanceOf reads them (a cancellation counted with the kind it reverses;
-- advance_applied only without a due) and the earliest due date of a due that still owes
-- something, grouped exactly as the summary counted overdue students before (each due with the
-- lines naming it). Recounting a student (tens of lines) rather than adding the new lines keeps
-- owing_since right, which no running sum could; the rows are locked first, in key order, so
-- a concurrent writer of the same student waits and its recount (a new snapshot per statement
-- under READ COMMITTED) sees these lines: no update is lost.
CREATE FUNCTION "fee_student_totals_refresh"("p_school_ids" integer[], "p_session_year_ids" integer[], "p_student_ids" integer[])
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
			ON l.school_id = k.school_id AND l.student_id = k.student_id AND l.session_year_id = k.session_year_id
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
$$;--> statement-breakpoint
-- After each INSERT statement on the ledger (a payment's lines, a batch of dues, a restore's
-- rows): the students it touched are recounted, once per statement, not per line.
CREATE FUNCTION "fee_ledger_refresh_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched record;
BEGIN
	SELECT array_agg(school_id) AS school_ids, array_agg(session_year_id) AS session_year_ids,
		array_agg(student_id) AS student_ids
	INTO touched
	FROM (SELECT DISTINCT school_id, session_year_id, student_id FROM new_lines) AS d;
	IF touched.school_ids IS NOT NULL THEN
		PERFORM "fee_student_totals_refresh"(touched.school_ids, touched.session_year_ids, touched.student_ids);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fee_ledger_totals" AFTER INSERT ON "fee_ledger"
	REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "fee_ledger_refresh_totals"();--> statement-breakpoint
-- Collections per month are plain running sums (a payment adds, its cancellation takes off):
-- INSERT … ON CONFLICT DO UPDATE adds to the latest committed row, so concurrent payments
-- (already serialised on the receipt counter) never lose one.
CREATE FUNCTION "fee_collection_months_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "fee_collection_months" AS m ("school_id", "session_year_id", "month", "collected", "payments")
	SELECT school_id, session_year_id, date_trunc('month', paid_on::timestamp)::date, sum(amount), count(*)
	FROM new_payments
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("school_id", "session_year_id", "month") DO UPDATE
	SET collected = m.collected + excluded.collected, payments = m.payments + excluded.payments;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "fee_collection_months_take_off"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "fee_collection_months" AS m ("school_id", "session_year_id", "month", "collected", "payments")
	SELECT p.school_id, p.session_year_id, date_trunc('month', p.paid_on::timestamp)::date, -sum(p.amount), -count(*)
	FROM new_cancellations c
	JOIN "fee_payments" p ON p.school_id = c.school_id AND p.id = c.payment_id
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("school_id", "session_year_id", "month") DO UPDATE
	SET collected = m.collected + excluded.collected, payments = m.payments + excluded.payments;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fee_payments_months" AFTER INSERT ON "fee_payments"
	REFERENCING NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "fee_collection_months_add"();--> statement-breakpoint
CREATE TRIGGER "fee_payment_cancellations_months" AFTER INSERT ON "fee_payment_cancellations"
	REFERENCING NEW TABLE AS "new_cancellations" FOR EACH STATEMENT EXECUTE FUNCTION "fee_collection_months_take_off"();--> statement-breakpoint
-- A school's derived rows recounted from scratch: the backfill below, and a check that the
-- triggers' running figures equal a recount (fees/summary.test.ts). Not for concurrent use.
CREATE FUNCTION "fee_totals_rebuild"("p_school_id" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched record;
BEGIN
	DELETE FROM "fee_student_totals" WHERE school_id = p_school_id;
	DELETE FROM "fee_collection_months" WHERE school_id = p_school_id;
	SELECT array_agg(school_id) AS school_ids, array_agg(session_year_id) AS session_year_ids,
		array_agg(student_id) AS student_ids
	INTO touched
	FROM (SELECT DISTINCT school_id, session_year_id, student_id FROM "fee_ledger" WHERE school_id = p_school_id) AS d;
	PERFORM "fee_student_totals_refresh"(touched.school_ids, touched.session_year_ids, touched.student_ids);
	INSERT INTO "fee_collection_months" ("school_id", "session_year_id", "month", "collected", "payments")
	SELECT p.school_id, p.session_year_id, date_trunc('month', p.paid_on::timestamp)::date, sum(p.amount), count(*)
	FROM "fee_payments" p
	WHERE p.school_id = p_school_id
		AND NOT EXISTS (
			SELECT 1 FROM "fee_payment_cancellations" c WHERE c.school_id = p.school_id AND c.payment_id = p.id
		)
	GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
-- Like the ledger's (0009): a restore deletes and re-inserts the students and session years
-- these rows point at, inside one transaction with the keys deferred.
DO $$
DECLARE
	fk record;
BEGIN
	FOR fk IN
		SELECT conrelid::regclass AS tbl, conname
		FROM pg_constraint
		WHERE contype = 'f'
			AND conrelid IN ('fee_student_totals'::regclass, 'fee_collection_months'::regclass)
	LOOP
		EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.tbl, fk.conname);
	END LOOP;
END
$$;--> statement-breakpoint
-- The backfill: an existing database's ledger and payments counted once.
SELECT "fee_totals_rebuild"("id") FROM "schools";
