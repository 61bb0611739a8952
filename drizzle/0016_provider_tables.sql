CREATE TABLE "provider_access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"provider_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"provider_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text,
	"provider_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"client_address" text,
	"about_school_id" integer
);
--> statement-breakpoint
ALTER TABLE "provider_access_tokens" ADD CONSTRAINT "provider_access_tokens_provider_user_id_provider_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."provider_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_password_reset_tokens" ADD CONSTRAINT "provider_password_reset_tokens_provider_user_id_provider_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."provider_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_audit_log_created_idx" ON "provider_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_audit_log_provider_user_idx" ON "provider_audit_log" USING btree ("provider_user_id","created_at");--> statement-breakpoint
-- Written by hand after generation: on a database in use, the rows of no school move to the
-- provider's new tables (keeping their ids) before the schools' tables become tenant tables
-- proper (school_id NOT NULL, keyed (school_id, id)). A provider action on a school stays in
-- the school's audit_log and is copied to provider_audit_log, as the writer now records it
-- (lib/api/modules/audit/write.ts). Audit rows of no school never had a school user as actor,
-- so nothing is lost by provider_audit_log having no user_id or actor_roles.
INSERT INTO "provider_access_tokens" ("id", "token_hash", "provider_user_id", "expires_at", "revoked_at", "last_used_at", "created_at") OVERRIDING SYSTEM VALUE
	SELECT "id", "token_hash", "provider_user_id", "expires_at", "revoked_at", "last_used_at", "created_at"
	FROM "access_tokens" WHERE "school_id" IS NULL;--> statement-breakpoint
DELETE FROM "access_tokens" WHERE "school_id" IS NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('provider_access_tokens', 'id'), coalesce(max("id"), 0) + 1, false) FROM "provider_access_tokens";--> statement-breakpoint
INSERT INTO "provider_password_reset_tokens" ("id", "token_hash", "provider_user_id", "expires_at", "used_at", "created_at") OVERRIDING SYSTEM VALUE
	SELECT "id", "token_hash", "provider_user_id", "expires_at", "used_at", "created_at"
	FROM "password_reset_tokens" WHERE "school_id" IS NULL;--> statement-breakpoint
DELETE FROM "password_reset_tokens" WHERE "school_id" IS NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('provider_password_reset_tokens', 'id'), coalesce(max("id"), 0) + 1, false) FROM "provider_password_reset_tokens";--> statement-breakpoint
INSERT INTO "provider_audit_log" ("id", "created_at", "actor_name", "provider_user_id", "action", "entity", "entity_id", "before", "after", "request_id", "client_address", "about_school_id") OVERRIDING SYSTEM VALUE
	SELECT "id", "created_at", "actor_name", "provider_user_id", "action", "entity", "entity_id", "before", "after", "request_id", "client_address", "school_id"
	FROM "audit_log" WHERE "school_id" IS NULL OR "provider_user_id" IS NOT NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('provider_audit_log', 'id'), coalesce(max("id"), 0) + 1, false) FROM "provider_audit_log";--> statement-breakpoint
-- The append-only trigger is lifted for this one statement only, inside the migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
DELETE FROM "audit_log" WHERE "school_id" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "access_tokens" DROP CONSTRAINT "access_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "access_tokens" DROP CONSTRAINT "access_tokens_one_owner";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_one_owner";--> statement-breakpoint
ALTER TABLE "access_tokens" DROP CONSTRAINT "access_tokens_provider_user_id_provider_users_id_fk";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_provider_user_id_provider_users_id_fk";--> statement-breakpoint
ALTER TABLE "access_tokens" DROP COLUMN "provider_user_id";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP COLUMN "provider_user_id";--> statement-breakpoint
-- The primary keys drizzle-kit cannot name: the ones PostgreSQL gave the inline keys of 0000, 0001 and 0004.
ALTER TABLE "access_tokens" DROP CONSTRAINT "access_tokens_pkey";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_school_id_id_pk" PRIMARY KEY("school_id","id");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_school_id_id_pk" PRIMARY KEY("school_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_id_pk" PRIMARY KEY("school_id","id");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_school_token_hash_unique" UNIQUE("school_id","token_hash");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_school_token_hash_unique" UNIQUE("school_id","token_hash");--> statement-breakpoint
-- Written by hand after generation: the provider's audit trail is append-only too.
CREATE FUNCTION "provider_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "provider_audit_log"
	FOR EACH ROW EXECUTE FUNCTION "provider_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "provider_audit_log_no_truncate" BEFORE TRUNCATE ON "provider_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "provider_audit_log_append_only"();
