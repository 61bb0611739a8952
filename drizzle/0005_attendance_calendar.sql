CREATE TABLE "holidays" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_year_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "holidays_end_not_before_start" CHECK ("holidays"."end_date" >= "holidays"."start_date")
);
--> statement-breakpoint
CREATE TABLE "staff_attendance" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"session_year_id" integer NOT NULL,
	"status" text NOT NULL,
	"without_pay" boolean DEFAULT false NOT NULL,
	"remark" text,
	"marked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_attendance_school_id_user_id_date_pk" PRIMARY KEY("school_id","user_id","date"),
	CONSTRAINT "staff_attendance_status" CHECK ("staff_attendance"."status" in ('present', 'absent', 'late', 'half_day', 'on_leave'))
);
--> statement-breakpoint
CREATE TABLE "student_attendance" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"date" date NOT NULL,
	"session_year_id" integer NOT NULL,
	"class_section_id" integer NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"marked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_school_id_student_id_date_pk" PRIMARY KEY("school_id","student_id","date"),
	CONSTRAINT "student_attendance_status" CHECK ("student_attendance"."status" in ('present', 'absent', 'late', 'half_day', 'on_leave'))
);
--> statement-breakpoint
CREATE TABLE "student_attendance_totals" (
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_section_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"marked" integer NOT NULL,
	"present" integer NOT NULL,
	"absent" integer NOT NULL,
	"late" integer NOT NULL,
	"half_day" integer NOT NULL,
	"on_leave" integer NOT NULL,
	CONSTRAINT "student_attendance_totals_school_id_date_class_section_id_pk" PRIMARY KEY("school_id","date","class_section_id")
);
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_school_id_marked_by_users_school_id_id_fk" FOREIGN KEY ("school_id","marked_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_school_id_marked_by_users_school_id_id_fk" FOREIGN KEY ("school_id","marked_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" ADD CONSTRAINT "student_attendance_totals_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" ADD CONSTRAINT "student_attendance_totals_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holidays_school_dates" ON "holidays" USING btree ("school_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "staff_attendance_school_day" ON "staff_attendance" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_class_day" ON "student_attendance" USING btree ("school_id","class_section_id","date");