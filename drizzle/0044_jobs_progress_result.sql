ALTER TABLE "jobs" ADD COLUMN "progress" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_progress" CHECK ("jobs"."progress" between 0 and 100);