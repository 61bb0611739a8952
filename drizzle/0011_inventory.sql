CREATE TABLE "inventory_categories" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "inventory_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_categories_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "inventory_categories_school_name_unique" UNIQUE("school_id","name")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"minimum_stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "inventory_items_school_code_unique" UNIQUE("school_id","code"),
	CONSTRAINT "inventory_items_minimum_not_negative" CHECK ("inventory_items"."minimum_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_transactions" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "inventory_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"unit_cost" bigint NOT NULL,
	"value_change" bigint NOT NULL,
	"date" date NOT NULL,
	"supplier" text,
	"issued_to_user_id" integer,
	"issued_to_class_section_id" integer,
	"purpose" text,
	"reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_transactions_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "inventory_transactions_sign" CHECK (("inventory_transactions"."type" = 'in' and "inventory_transactions"."quantity_change" > 0) or ("inventory_transactions"."type" = 'issue' and "inventory_transactions"."quantity_change" < 0) or ("inventory_transactions"."type" = 'adjustment' and "inventory_transactions"."quantity_change" <> 0)),
	CONSTRAINT "inventory_transactions_issued_to" CHECK (("inventory_transactions"."type" = 'issue') = (num_nonnulls("inventory_transactions"."issued_to_user_id", "inventory_transactions"."issued_to_class_section_id") = 1)
        and num_nonnulls("inventory_transactions"."issued_to_user_id", "inventory_transactions"."issued_to_class_section_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "inventory_categories" ADD CONSTRAINT "inventory_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_school_id_category_id_inventory_categories_school_id_id_fk" FOREIGN KEY ("school_id","category_id") REFERENCES "public"."inventory_categories"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_school_id_item_id_inventory_items_school_id_id_fk" FOREIGN KEY ("school_id","item_id") REFERENCES "public"."inventory_items"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_school_id_issued_to_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","issued_to_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_school_id_issued_to_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","issued_to_class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_school_id_created_by_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("school_id","category_id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_item_idx" ON "inventory_transactions" USING btree ("school_id","item_id","id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_date_idx" ON "inventory_transactions" USING btree ("school_id","date","id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_class_section_idx" ON "inventory_transactions" USING btree ("school_id","issued_to_class_section_id");--> statement-breakpoint
-- Written by hand after generation: the stock ledger is never edited or deleted (a mistake is
-- corrected by an adjustment), like the fee ledger and the audit log.
CREATE FUNCTION "inventory_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_transactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "inventory_transactions"
	FOR EACH ROW EXECUTE FUNCTION "inventory_append_only"();--> statement-breakpoint
CREATE TRIGGER "inventory_transactions_no_truncate" BEFORE TRUNCATE ON "inventory_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "inventory_append_only"();--> statement-breakpoint
-- A restore keeps the ledger (appended, never deleted) while it replaces the items, users and
-- class-sections it points at: its foreign keys are deferrable, as the fee tables' (0009).
DO $$
DECLARE
	fk record;
BEGIN
	FOR fk IN
		SELECT conname FROM pg_constraint
		WHERE contype = 'f' AND conrelid = 'inventory_transactions'::regclass
	LOOP
		EXECUTE format('ALTER TABLE inventory_transactions ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.conname);
	END LOOP;
END
$$;
