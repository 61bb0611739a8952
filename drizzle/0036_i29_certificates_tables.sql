CREATE TABLE "certificate_counters" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"last_serial_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"signatory" text DEFAULT '' NOT NULL,
	"layout" text,
	"details" jsonb,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_templates_school_id_kind_pk" PRIMARY KEY("school_id","kind"),
	CONSTRAINT "certificate_templates_kind" CHECK (kind in ('id_card', 'bonafide', 'character', 'transfer')),
	CONSTRAINT "certificate_templates_layout" CHECK ("certificate_templates"."layout" in ('portrait', 'landscape'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_no" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issued_on" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"signatory" text NOT NULL,
	"reason" text,
	"leaving_date" date,
	"issued_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "certificates_school_serial_unique" UNIQUE("school_id","serial_no"),
	CONSTRAINT "certificates_kind" CHECK (kind in ('bonafide', 'character', 'transfer')),
	CONSTRAINT "certificates_serial_positive" CHECK ("certificates"."serial_no" > 0),
	CONSTRAINT "certificates_transfer_leaving" CHECK (("certificates"."kind" = 'transfer') = ("certificates"."leaving_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "certificate_counters" ADD CONSTRAINT "certificate_counters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_issued_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","issued_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_school_student" ON "certificates" USING btree ("school_id","student_id");--> statement-breakpoint
-- Written by hand after generation. A certificate, once issued, is kept as printed: no UPDATE,
-- DELETE or TRUNCATE, but for a restore replacing the school (the setting only the restore
-- sets, after its safety backup, as the ledgers' triggers allow: 0022).
CREATE FUNCTION "certificates_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.school_id::text = current_setting('schola.restore_school', true) THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "certificates_no_update_or_delete" BEFORE UPDATE OR DELETE ON "certificates"
	FOR EACH ROW EXECUTE FUNCTION "certificates_append_only"();--> statement-breakpoint
CREATE TRIGGER "certificates_no_truncate" BEFORE TRUNCATE ON "certificates"
	FOR EACH STATEMENT EXECUTE FUNCTION "certificates_append_only"();
