CREATE TABLE "backups" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"schema_version" text NOT NULL,
	"error" text,
	"created_by_user_id" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "backups_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_school_created_idx" ON "backups" USING btree ("school_id","created_at");