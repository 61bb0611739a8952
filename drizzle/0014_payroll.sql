CREATE TABLE "payroll_components" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payroll_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"calc" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_components_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "payroll_components_school_name_unique" UNIQUE("school_id","name"),
	CONSTRAINT "payroll_components_kind" CHECK ("payroll_components"."kind" in ('allowance', 'deduction')),
	CONSTRAINT "payroll_components_calc" CHECK ("payroll_components"."calc" in ('fixed', 'percentage')),
	CONSTRAINT "payroll_components_values" CHECK ("payroll_components"."amount" >= 0 and "payroll_components"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payroll_preferences" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"working_days_rule" text DEFAULT 'calendar_days' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_preferences_rule" CHECK ("payroll_preferences"."working_days_rule" in ('calendar_days', 'working_days'))
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payroll_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"working_days_rule" text NOT NULL,
	"days_in_month" numeric(5, 1) NOT NULL,
	"created_by_user_id" integer,
	"finalised_at" timestamp with time zone,
	"finalised_by_user_id" integer,
	"expense_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" integer,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "payroll_runs_month" CHECK ("payroll_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payroll_runs_status" CHECK ("payroll_runs"."status" in ('draft', 'finalised', 'cancelled')),
	CONSTRAINT "payroll_runs_rule" CHECK ("payroll_runs"."working_days_rule" in ('calendar_days', 'working_days'))
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payslip_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payslip_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"component_id" integer,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"computed_amount" bigint,
	"adjust_reason" text,
	CONSTRAINT "payslip_lines_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "payslip_lines_kind" CHECK ("payslip_lines"."kind" in ('basic', 'allowance', 'deduction', 'unpaid_leave')),
	CONSTRAINT "payslip_lines_amount" CHECK ("payslip_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payslips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"unpaid_days" numeric(5, 1) DEFAULT 0 NOT NULL,
	"earnings" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"paid_on" date,
	"pay_method" text,
	"pay_reference" text,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "payslips_run_user_unique" UNIQUE("school_id","run_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "salary_structure_lines" (
	"school_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"override_amount" bigint,
	CONSTRAINT "salary_structure_lines_school_id_structure_id_component_id_pk" PRIMARY KEY("school_id","structure_id","component_id"),
	CONSTRAINT "salary_structure_lines_override" CHECK ("salary_structure_lines"."override_amount" is null or "salary_structure_lines"."override_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "salary_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"basic" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_structures_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "salary_structures_basic" CHECK ("salary_structures"."basic" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_components" ADD CONSTRAINT "payroll_components_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_preferences" ADD CONSTRAINT "payroll_preferences_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_finalised_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","finalised_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_cancelled_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","cancelled_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_school_id_payslip_id_payslips_school_id_id_fk" FOREIGN KEY ("school_id","payslip_id") REFERENCES "public"."payslips"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_school_id_component_id_payroll_components_school_id_id_fk" FOREIGN KEY ("school_id","component_id") REFERENCES "public"."payroll_components"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_run_id_payroll_runs_school_id_id_fk" FOREIGN KEY ("school_id","run_id") REFERENCES "public"."payroll_runs"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_structure_id_salary_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."salary_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_paid_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","paid_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structure_lines" ADD CONSTRAINT "salary_structure_lines_school_id_structure_id_salary_structures_school_id_id_fk" FOREIGN KEY ("school_id","structure_id") REFERENCES "public"."salary_structures"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structure_lines" ADD CONSTRAINT "salary_structure_lines_school_id_component_id_payroll_components_school_id_id_fk" FOREIGN KEY ("school_id","component_id") REFERENCES "public"."payroll_components"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_school_month_live" ON "payroll_runs" USING btree ("school_id","month") WHERE "payroll_runs"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payslip_lines_payslip" ON "payslip_lines" USING btree ("school_id","payslip_id");--> statement-breakpoint
CREATE INDEX "payslips_user" ON "payslips" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "salary_structures_user" ON "salary_structures" USING btree ("school_id","user_id","effective_from");