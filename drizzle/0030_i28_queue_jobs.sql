CREATE TABLE "jobs" (
	"school_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_token" text,
	"last_error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('queued', 'running', 'failed', 'done', 'dead')),
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."max_attempts" >= 1 and "jobs"."attempt" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("school_id","queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("queue","run_at") WHERE "jobs"."state" in ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "jobs_leased" ON "jobs" USING btree ("queue","locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_started" ON "jobs" USING btree ("queue","school_id","started_at");--> statement-breakpoint
CREATE INDEX "jobs_of_school" ON "jobs" USING btree ("school_id","state","id");