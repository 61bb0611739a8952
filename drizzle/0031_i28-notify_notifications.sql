CREATE TABLE "notification_deliveries" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"idempotency_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"attachment_kind" text,
	"attachment_id" integer,
	"not_before" timestamp with time zone,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "notification_deliveries_channel" CHECK ("notification_deliveries"."channel" in ('in_app', 'email', 'push', 'sms')),
	CONSTRAINT "notification_deliveries_state" CHECK ("notification_deliveries"."state" in ('queued', 'sent', 'failed', 'bounced', 'skipped')),
	CONSTRAINT "notification_deliveries_attempts" CHECK ("notification_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"channels" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_school_id_user_id_event_pk" PRIMARY KEY("school_id","user_id","event")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"events_off" text[] DEFAULT '{}' NOT NULL,
	"due_soon_days" integer DEFAULT 3 NOT NULL,
	"overdue_days" integer DEFAULT 1 NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"sms_endpoint" text,
	"sms_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_days" CHECK ("notification_settings"."due_soon_days" between 0 and 60 and "notification_settings"."overdue_days" between 0 and 60),
	CONSTRAINT "notification_settings_quiet" CHECK (("notification_settings"."quiet_start" is null) = ("notification_settings"."quiet_end" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_key" ON "notification_deliveries" USING btree ("school_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_deliveries_newest" ON "notification_deliveries" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_recipient" ON "notification_deliveries" USING btree ("school_id","recipient_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_delivery" ON "notifications" USING btree ("school_id","delivery_id");--> statement-breakpoint
CREATE INDEX "notifications_user_newest" ON "notifications" USING btree ("school_id","user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("school_id","user_id") WHERE "notifications"."read_at" is null;