ALTER TABLE "plans" ADD COLUMN "notifications_per_minute" integer;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "sms_via" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
CREATE INDEX "fee_ledger_due_date_idx" ON "fee_ledger" USING btree ("due_date","school_id") WHERE "fee_ledger"."kind" = 'due';--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_notifications_rate_check" CHECK (coalesce("plans"."notifications_per_minute", 1) >= 1);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_sms_via" CHECK ("notification_settings"."sms_via" in ('sms', 'whatsapp'));