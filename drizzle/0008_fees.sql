CREATE TABLE "fee_installments" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"structure_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "fee_installments_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_installments_position_unique" UNIQUE("school_id","structure_id","position"),
	CONSTRAINT "fee_installments_amount_positive" CHECK ("fee_installments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_ledger" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_id" integer,
	"payment_id" integer,
	"reverses_id" integer,
	"fee_type_id" integer,
	"structure_id" integer,
	"installment_id" integer,
	"structure_line_id" integer,
	"label" text NOT NULL,
	"due_date" date,
	"posted_on" date NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_ledger_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_ledger_kind" CHECK ("fee_ledger"."kind" in ('due', 'late_fee', 'waiver', 'payment', 'advance', 'advance_applied', 'cancellation')),
	CONSTRAINT "fee_ledger_sign" CHECK (("fee_ledger"."kind" in ('due', 'late_fee') and "fee_ledger"."amount" > 0) or ("fee_ledger"."kind" in ('waiver', 'payment', 'advance') and "fee_ledger"."amount" < 0) or "fee_ledger"."kind" in ('advance_applied', 'cancellation'))
);
--> statement-breakpoint
CREATE TABLE "fee_payment_cancellations" (
	"school_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reason" text NOT NULL,
	"cancelled_on" date NOT NULL,
	"cancelled_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payment_cancellations_school_id_payment_id_pk" PRIMARY KEY("school_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_no" integer NOT NULL,
	"student_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"cheque_no" text,
	"bank" text,
	"reference" text,
	"note" text,
	"collected_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payments_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_payments_receipt_unique" UNIQUE("school_id","receipt_no"),
	CONSTRAINT "fee_payments_amount_positive" CHECK ("fee_payments"."amount" > 0),
	CONSTRAINT "fee_payments_method" CHECK ("fee_payments"."method" in ('cash', 'cheque', 'bank_transfer', 'card', 'online'))
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"last_receipt_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_structure_classes" (
	"school_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "fee_structure_classes_school_id_structure_id_class_id_pk" PRIMARY KEY("school_id","structure_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "fee_structure_lines" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_structure_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"structure_id" integer NOT NULL,
	"fee_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fee_structure_lines_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_structure_lines_amount_positive" CHECK ("fee_structure_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_structures" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fee_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"session_year_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"late_fee_kind" text DEFAULT 'none' NOT NULL,
	"late_fee_amount" bigint DEFAULT 0 NOT NULL,
	"late_fee_basis_points" integer DEFAULT 0 NOT NULL,
	"late_fee_grace_days" integer DEFAULT 0 NOT NULL,
	"late_fee_cap" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_structures_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "fee_structures_late_fee_kind" CHECK ("fee_structures"."late_fee_kind" in ('none', 'fixed', 'percentage', 'per_day')),
	CONSTRAINT "fee_structures_late_fee_values" CHECK ("fee_structures"."late_fee_amount" >= 0 and "fee_structures"."late_fee_basis_points" between 0 and 10000 and "fee_structures"."late_fee_grace_days" >= 0 and ("fee_structures"."late_fee_cap" is null or "fee_structures"."late_fee_cap" >= 0))
);
--> statement-breakpoint
DROP TABLE "fees" CASCADE;--> statement-breakpoint
ALTER TABLE "fee_installments" ADD CONSTRAINT "fee_installments_school_id_structure_id_fee_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."fee_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_fee_type_id_fee_types_school_id_id_fk" FOREIGN KEY ("school_id","fee_type_id") REFERENCES "public"."fee_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_structure_id_fee_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."fee_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_payment_id_fee_payments_school_id_id_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."fee_payments"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_cancellations" ADD CONSTRAINT "fee_payment_cancellations_school_id_payment_id_fee_payments_school_id_id_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."fee_payments"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_cancellations" ADD CONSTRAINT "fee_payment_cancellations_school_id_cancelled_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","cancelled_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_school_id_collected_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","collected_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_classes" ADD CONSTRAINT "fee_structure_classes_school_id_structure_id_fee_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."fee_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_classes" ADD CONSTRAINT "fee_structure_classes_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_lines" ADD CONSTRAINT "fee_structure_lines_school_id_structure_id_fee_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."fee_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_lines" ADD CONSTRAINT "fee_structure_lines_school_id_fee_type_id_fee_types_school_id_id_fk" FOREIGN KEY ("school_id","fee_type_id") REFERENCES "public"."fee_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_ledger_student_idx" ON "fee_ledger" USING btree ("school_id","student_id","session_year_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_session_kind_idx" ON "fee_ledger" USING btree ("school_id","session_year_id","kind");--> statement-breakpoint
CREATE INDEX "fee_ledger_due_idx" ON "fee_ledger" USING btree ("school_id","due_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_payment_idx" ON "fee_ledger" USING btree ("school_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_installment_due_unique" ON "fee_ledger" USING btree ("school_id","student_id","installment_id") WHERE "fee_ledger"."kind" = 'due' and "fee_ledger"."installment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_optional_due_unique" ON "fee_ledger" USING btree ("school_id","student_id","structure_line_id") WHERE "fee_ledger"."kind" = 'due' and "fee_ledger"."structure_line_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_payments_paid_on_idx" ON "fee_payments" USING btree ("school_id","paid_on","id");--> statement-breakpoint
CREATE INDEX "fee_payments_student_idx" ON "fee_payments" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "fee_structure_classes_class_idx" ON "fee_structure_classes" USING btree ("school_id","class_id");--> statement-breakpoint
-- Written by hand after generation: nothing financial is ever edited or deleted. The ledger,
-- the payments and their cancellations refuse UPDATE, DELETE and TRUNCATE, like the audit log.
CREATE FUNCTION "fees_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fee_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_ledger"
	FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_ledger_no_truncate" BEFORE TRUNCATE ON "fee_ledger"
	FOR EACH STATEMENT EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_payments_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_payments"
	FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_payments_no_truncate" BEFORE TRUNCATE ON "fee_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_payment_cancellations_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_payment_cancellations"
	FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_payment_cancellations_no_truncate" BEFORE TRUNCATE ON "fee_payment_cancellations"
	FOR EACH STATEMENT EXECUTE FUNCTION "fees_append_only"();
