CREATE TABLE "leave_balances" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_year_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"staff_user_id" integer,
	"student_id" integer,
	"allocated_days" numeric(6, 1) NOT NULL,
	"carried_forward_days" numeric(6, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_balances_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_balances_person_unique" UNIQUE NULLS NOT DISTINCT("school_id","session_year_id","leave_type_id","staff_user_id","student_id"),
	CONSTRAINT "leave_balances_one_person" CHECK (("leave_balances"."staff_user_id" is null) <> ("leave_balances"."student_id" is null))
);
--> statement-breakpoint
CREATE TABLE "leave_request_days" (
	"school_id" integer NOT NULL,
	"leave_request_id" integer NOT NULL,
	"date" date NOT NULL,
	"portion" text NOT NULL,
	"without_pay_days" numeric(2, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_request_days_school_id_leave_request_id_date_pk" PRIMARY KEY("school_id","leave_request_id","date"),
	CONSTRAINT "leave_request_days_portion" CHECK ("leave_request_days"."portion" in ('full', 'first_half', 'second_half'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_year_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"staff_user_id" integer,
	"student_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"without_pay_days" numeric(6, 1) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"attachment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_requests_one_person" CHECK (("leave_requests"."staff_user_id" is null) <> ("leave_requests"."student_id" is null)),
	CONSTRAINT "leave_requests_range" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_status" CHECK ("leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leave_requests_days" CHECK ("leave_requests"."days" > 0 and "leave_requests"."without_pay_days" between 0 and "leave_requests"."days")
);
--> statement-breakpoint
CREATE TABLE "leave_type_roles" (
	"school_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "leave_type_roles_school_id_leave_type_id_role_id_pk" PRIMARY KEY("school_id","leave_type_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_paid" boolean DEFAULT true NOT NULL,
	"allocated_days" numeric(6, 1) NOT NULL,
	"carry_forward_cap" numeric(6, 1) DEFAULT 0 NOT NULL,
	"allow_half_day" boolean DEFAULT true NOT NULL,
	"attachment_after_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_types_school_name_unique" UNIQUE("school_id","name"),
	CONSTRAINT "leave_types_school_code_unique" UNIQUE("school_id","code"),
	CONSTRAINT "leave_types_allocation" CHECK ("leave_types"."allocated_days" >= 0 and "leave_types"."carry_forward_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "announcement_class_sections" (
	"school_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"class_section_id" integer NOT NULL,
	CONSTRAINT "announcement_class_sections_school_id_announcement_id_class_section_id_pk" PRIMARY KEY("school_id","announcement_id","class_section_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_roles" (
	"school_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "announcement_roles_school_id_announcement_id_role_id_pk" PRIMARY KEY("school_id","announcement_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_year_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"publish_date" date NOT NULL,
	"attachment" text,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "announcements_audience" CHECK ("announcements"."audience" in ('school', 'roles', 'class_sections'))
);
--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_school_id_leave_type_id_leave_types_school_id_id_fk" FOREIGN KEY ("school_id","leave_type_id") REFERENCES "public"."leave_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_school_id_staff_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","staff_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_school_id_leave_request_id_leave_requests_school_id_id_fk" FOREIGN KEY ("school_id","leave_request_id") REFERENCES "public"."leave_requests"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_leave_type_id_leave_types_school_id_id_fk" FOREIGN KEY ("school_id","leave_type_id") REFERENCES "public"."leave_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_applicant_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","applicant_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_staff_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","staff_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_decided_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","decided_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_type_roles" ADD CONSTRAINT "leave_type_roles_school_id_leave_type_id_leave_types_school_id_id_fk" FOREIGN KEY ("school_id","leave_type_id") REFERENCES "public"."leave_types"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_type_roles" ADD CONSTRAINT "leave_type_roles_school_id_role_id_roles_school_id_id_fk" FOREIGN KEY ("school_id","role_id") REFERENCES "public"."roles"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_class_sections" ADD CONSTRAINT "announcement_class_sections_school_id_announcement_id_announcements_school_id_id_fk" FOREIGN KEY ("school_id","announcement_id") REFERENCES "public"."announcements"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_class_sections" ADD CONSTRAINT "announcement_class_sections_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_school_id_announcement_id_announcements_school_id_id_fk" FOREIGN KEY ("school_id","announcement_id") REFERENCES "public"."announcements"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_school_id_role_id_roles_school_id_id_fk" FOREIGN KEY ("school_id","role_id") REFERENCES "public"."roles"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_request_days_date" ON "leave_request_days" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "leave_requests_staff" ON "leave_requests" USING btree ("school_id","staff_user_id");--> statement-breakpoint
CREATE INDEX "leave_requests_student" ON "leave_requests" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "leave_requests_status" ON "leave_requests" USING btree ("school_id","status","start_date");--> statement-breakpoint
CREATE INDEX "announcement_class_sections_section" ON "announcement_class_sections" USING btree ("school_id","class_section_id");--> statement-breakpoint
CREATE INDEX "announcements_newest" ON "announcements" USING btree ("school_id","publish_date","id");