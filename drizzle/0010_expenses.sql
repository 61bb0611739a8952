CREATE TABLE "expense_categories" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "expense_categories_school_name_unique" UNIQUE("school_id","name")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"spent_on" date NOT NULL,
	"reference_no" text,
	"attachment" text,
	"session_year_id" integer,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_id" integer,
	"created_by_user_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_source" CHECK ("expenses"."source" in ('manual', 'payroll')),
	CONSTRAINT "expenses_source_id" CHECK (("expenses"."source" = 'manual') = ("expenses"."source_id" is null)),
	CONSTRAINT "expenses_cancel_reason" CHECK (("expenses"."cancelled_at" is null) = ("expenses"."cancel_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_category_id_expense_categories_school_id_id_fk" FOREIGN KEY ("school_id","category_id") REFERENCES "public"."expense_categories"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_cancelled_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","cancelled_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_spent_on_idx" ON "expenses" USING btree ("school_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("school_id","category_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_live_source_unique" ON "expenses" USING btree ("school_id","source","source_id") WHERE "expenses"."source_id" is not null and "expenses"."cancelled_at" is null;