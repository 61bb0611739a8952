CREATE TABLE "fee_refunds" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_note_no" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"refunded_on" date NOT NULL,
	"refunded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_refunds_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_refunds_credit_note_unique" UNIQUE("school_id","credit_note_no"),
	CONSTRAINT "fee_refunds_amount_positive" CHECK ("fee_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_ledger" DROP CONSTRAINT "fee_ledger_kind";--> statement-breakpoint
ALTER TABLE "fee_ledger" DROP CONSTRAINT "fee_ledger_sign";--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD COLUMN "refund_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD COLUMN "refund_advance_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_student_totals" ADD COLUMN "balance" bigint GENERATED ALWAYS AS (due_sum + late_fee_sum + waiver_sum + payment_sum + advance_sum + refund_sum) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_school_id_payment_id_fee_payments_school_id_id_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."fee_payments"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_school_id_refunded_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","refunded_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_refunds_payment_idx" ON "fee_refunds" USING btree ("school_id","payment_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_refund_idx" ON "fee_ledger" USING btree ("school_id","refund_id") WHERE "fee_ledger"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_student_totals_balance_idx" ON "fee_student_totals" USING btree ("school_id","session_year_id","balance" DESC NULLS FIRST,"student_id");--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_kind" CHECK ("fee_ledger"."kind" in ('due', 'late_fee', 'waiver', 'payment', 'advance', 'advance_applied', 'cancellation', 'refund'));--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_sign" CHECK (("fee_ledger"."kind" in ('due', 'late_fee', 'refund') and "fee_ledger"."amount" > 0) or ("fee_ledger"."kind" in ('waiver', 'payment', 'advance') and "fee_ledger"."amount" < 0) or "fee_ledger"."kind" in ('advance_applied', 'cancellation'));--> statement-breakpoint
-- Written by hand from here (issue 27: refunds and the dues list).
--
-- A refund is money given back to the payer of a payment: the school no longer holds it, so
-- what it had settled is owed again. Its `refund` lines (positive) name the due the money had
-- paid (the due owes again, so owing_since follows) or no due (the advance the payment left
-- is smaller). fee_student_totals keeps their sum (refund_sum) and the part without a due
-- (refund_advance_sum); its generated `balance` (what the student owes) sorts the dues list.
-- fee_refunds is append-only like the other fee records (0008, 0022).
CREATE TRIGGER "fee_refunds_append_only" BEFORE UPDATE OR DELETE ON "fee_refunds"
	FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_refunds_no_truncate" BEFORE TRUNCATE ON "fee_refunds"
	FOR EACH STATEMENT EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
-- Like the ledger's (0009): a restore deletes and re-inserts the rows these point at, inside
-- one transaction with the keys deferred.
DO $$
DECLARE
	fk record;
BEGIN
	FOR fk IN
		SELECT conrelid::regclass AS tbl, conname
		FROM pg_constraint
		WHERE contype = 'f' AND conrelid = 'fee_refunds'::regclass
	LOOP
		EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.tbl, fk.conname);
	END LOOP;
END
$$;--> statement-breakpoint
-- 0019's recount with the refund sums (same signature; fee_totals_rebuild calls it, so the
-- rebuild and the trigger keep agreeing).
CREATE OR REPLACE FUNCTION "fee_student_totals_refresh"("p_school_ids" integer[], "p_session_year_ids" integer[], "p_student_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "fee_student_totals" AS t ("school_id", "session_year_id", "student_id")
	SELECT k.school_id, k.session_year_id, k.student_id
	FROM unnest(p_school_ids, p_session_year_ids, p_student_ids) AS k(school_id, session_year_id, student_id)
	ORDER BY 1, 2, 3
	ON CONFLICT ("school_id", "session_year_id", "student_id") DO UPDATE SET student_id = t.student_id;
	WITH lines AS (
		SELECT l.school_id, l.session_year_id, l.student_id, l.id, l.amount, l.due_id, l.due_date,
			l.kind = 'due' OR l.due_id IS NOT NULL AS names_due,
			CASE WHEN l.kind = 'cancellation' THEN r.kind ELSE l.kind END AS counts_as
		FROM unnest(p_school_ids, p_session_year_ids, p_student_ids) AS k(school_id, session_year_id, student_id)
		JOIN "fee_ledger" l
			-- "+ 0": see 0019; the session year is a filter on the student's few lines.
			ON l.school_id = k.school_id AND l.student_id = k.student_id AND l.session_year_id + 0 = k.session_year_id
		LEFT JOIN "fee_ledger" r ON l.kind = 'cancellation' AND r.school_id = l.school_id AND r.id = l.reverses_id
	), per_due AS (
		SELECT school_id, session_year_id, student_id,
			bool_or(names_due) AS is_due,
			sum(amount) FILTER (WHERE names_due) AS owed,
			max(due_date) FILTER (WHERE names_due) AS due_date,
			sum(amount) FILTER (WHERE counts_as = 'due') AS due_sum,
			sum(amount) FILTER (WHERE counts_as = 'late_fee') AS late_fee_sum,
			sum(amount) FILTER (WHERE counts_as = 'waiver') AS waiver_sum,
			sum(amount) FILTER (WHERE counts_as = 'payment') AS payment_sum,
			sum(amount) FILTER (WHERE counts_as = 'advance') AS advance_sum,
			sum(amount) FILTER (WHERE counts_as = 'advance_applied' AND due_id IS NULL) AS advance_used_sum,
			sum(amount) FILTER (WHERE counts_as = 'refund') AS refund_sum,
			sum(amount) FILTER (WHERE counts_as = 'refund' AND due_id IS NULL) AS refund_advance_sum
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
			coalesce(sum(refund_sum), 0) AS refund_sum,
			coalesce(sum(refund_advance_sum), 0) AS refund_advance_sum,
			min(due_date) FILTER (WHERE is_due AND owed > 0) AS owing_since
		FROM per_due
		GROUP BY school_id, session_year_id, student_id
	)
	INSERT INTO "fee_student_totals" ("school_id", "session_year_id", "student_id", "due_sum", "late_fee_sum",
		"waiver_sum", "payment_sum", "advance_sum", "advance_used_sum", "refund_sum", "refund_advance_sum", "owing_since")
	SELECT school_id, session_year_id, student_id, due_sum, late_fee_sum, waiver_sum, payment_sum,
		advance_sum, advance_used_sum, refund_sum, refund_advance_sum, owing_since
	FROM sums
	ON CONFLICT ("school_id", "session_year_id", "student_id") DO UPDATE
	SET due_sum = excluded.due_sum, late_fee_sum = excluded.late_fee_sum, waiver_sum = excluded.waiver_sum,
		payment_sum = excluded.payment_sum, advance_sum = excluded.advance_sum,
		advance_used_sum = excluded.advance_used_sum, refund_sum = excluded.refund_sum,
		refund_advance_sum = excluded.refund_advance_sum, owing_since = excluded.owing_since;
END
$$;
