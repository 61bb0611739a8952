CREATE TABLE "attendance_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"by_period" boolean DEFAULT false NOT NULL,
	"daily_rule" text DEFAULT 'first_period' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_daily_rule" CHECK ("attendance_settings"."daily_rule" in ('first_period', 'majority'))
);
--> statement-breakpoint
CREATE TABLE "period_attendance" (
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_section_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"remark" text,
	"marked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_attendance_school_id_date_class_section_id_period_id_student_id_pk" PRIMARY KEY("school_id","date","class_section_id","period_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_attendance" ADD CONSTRAINT "period_attendance_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_attendance" ADD CONSTRAINT "period_attendance_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_attendance" ADD CONSTRAINT "period_attendance_school_id_period_id_bell_periods_school_id_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."bell_periods"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_attendance" ADD CONSTRAINT "period_attendance_school_id_code_id_attendance_codes_school_id_id_fk" FOREIGN KEY ("school_id","code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_attendance" ADD CONSTRAINT "period_attendance_school_id_marked_by_users_school_id_id_fk" FOREIGN KEY ("school_id","marked_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "period_attendance_student_day" ON "period_attendance" USING btree ("school_id","student_id","date");--> statement-breakpoint
CREATE INDEX "period_attendance_code" ON "period_attendance" USING btree ("school_id","code_id");