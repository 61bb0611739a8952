CREATE TABLE "admission_applications" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "admission_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"class_section_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"email" text,
	"current_address" text,
	"permanent_address" text,
	"guardians" jsonb NOT NULL,
	"inquiry_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_applications_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "admission_applications_status" CHECK ("admission_applications"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "admission_inquiries" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "admission_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"parent_name" text NOT NULL,
	"parent_email" text,
	"parent_phone" text,
	"class_id" integer,
	"source" text,
	"note" text,
	"inquiry_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_inquiries_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "admission_inquiries_status" CHECK ("admission_inquiries"."status" in ('open', 'converted', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"school_id" integer NOT NULL,
	"class_section_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	CONSTRAINT "class_teachers_school_id_class_section_id_pk" PRIMARY KEY("school_id","class_section_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_profiles" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text,
	"occupation" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_profiles_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"prepared_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"created_by" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batches_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "import_batches_kind" CHECK ("import_batches"."kind" in ('students', 'teachers')),
	CONSTRAINT "import_batches_status" CHECK ("import_batches"."status" in ('invalid', 'staged', 'committing', 'committed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"school_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"action" text NOT NULL,
	"prepared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_school_id_batch_id_row_number_pk" PRIMARY KEY("school_id","batch_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "inquiry_follow_ups" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"next_date" date,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_follow_ups_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "inquiry_follow_ups_method" CHECK ("inquiry_follow_ups"."method" in ('call', 'visit', 'email', 'message', 'other'))
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text,
	"qualification" text,
	"joining_date" date NOT NULL,
	"salary_basis" text DEFAULT 'monthly' NOT NULL,
	"import_batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_school_id_user_id_pk" PRIMARY KEY("school_id","user_id"),
	CONSTRAINT "staff_profiles_salary_basis" CHECK ("staff_profiles"."salary_basis" in ('monthly', 'daily', 'hourly'))
);
--> statement-breakpoint
CREATE TABLE "student_guardians" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"guardian_user_id" integer NOT NULL,
	"relation" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "student_guardians_school_id_student_id_guardian_user_id_pk" PRIMARY KEY("school_id","student_id","guardian_user_id"),
	CONSTRAINT "student_guardians_relation" CHECK ("student_guardians"."relation" in ('father', 'mother', 'other'))
);
--> statement-breakpoint
CREATE TABLE "student_history" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "student_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_class_section_id" integer,
	"to_class_section_id" integer,
	"from_session_year_id" integer,
	"to_session_year_id" integer,
	"from_status" text,
	"to_status" text,
	"note" text,
	"on_date" date NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_history_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admission_no" text NOT NULL,
	"roll_number" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"admission_date" date NOT NULL,
	"class_section_id" integer NOT NULL,
	"session_year_id" integer NOT NULL,
	"email" text,
	"current_address" text,
	"permanent_address" text,
	"photo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"import_batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "students_school_admission_no_unique" UNIQUE("school_id","admission_no"),
	CONSTRAINT "students_roll_number_unique" UNIQUE("school_id","class_section_id","session_year_id","roll_number"),
	CONSTRAINT "students_gender" CHECK ("students"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "students_status" CHECK ("students"."status" in ('active', 'left', 'alumni')),
	CONSTRAINT "students_email_lower" CHECK ("students"."email" = lower("students"."email")),
	CONSTRAINT "students_roll_positive" CHECK ("students"."roll_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "subject_teachers" (
	"school_id" integer NOT NULL,
	"class_subject_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	CONSTRAINT "subject_teachers_school_id_class_subject_id_teacher_user_id_pk" PRIMARY KEY("school_id","class_subject_id","teacher_user_id")
);
--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_inquiry_id_admission_inquiries_school_id_id_fk" FOREIGN KEY ("school_id","inquiry_id") REFERENCES "public"."admission_inquiries"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_school_id_decided_by_users_school_id_id_fk" FOREIGN KEY ("school_id","decided_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_inquiries" ADD CONSTRAINT "admission_inquiries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_inquiries" ADD CONSTRAINT "admission_inquiries_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_inquiries" ADD CONSTRAINT "admission_inquiries_school_id_created_by_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_school_id_teacher_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","teacher_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_profiles" ADD CONSTRAINT "guardian_profiles_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_school_id_created_by_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_school_id_batch_id_import_batches_school_id_id_fk" FOREIGN KEY ("school_id","batch_id") REFERENCES "public"."import_batches"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_follow_ups" ADD CONSTRAINT "inquiry_follow_ups_school_id_inquiry_id_admission_inquiries_school_id_id_fk" FOREIGN KEY ("school_id","inquiry_id") REFERENCES "public"."admission_inquiries"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_follow_ups" ADD CONSTRAINT "inquiry_follow_ups_school_id_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_school_id_import_batch_id_import_batches_school_id_id_fk" FOREIGN KEY ("school_id","import_batch_id") REFERENCES "public"."import_batches"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_school_id_guardian_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","guardian_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_from_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","from_class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_to_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","to_class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_from_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","from_session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_to_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","to_session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_history" ADD CONSTRAINT "student_history_school_id_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_import_batch_id_import_batches_school_id_id_fk" FOREIGN KEY ("school_id","import_batch_id") REFERENCES "public"."import_batches"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_teachers" ADD CONSTRAINT "subject_teachers_school_id_class_subject_id_class_subjects_school_id_id_fk" FOREIGN KEY ("school_id","class_subject_id") REFERENCES "public"."class_subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_teachers" ADD CONSTRAINT "subject_teachers_school_id_teacher_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","teacher_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_applications_status_idx" ON "admission_applications" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "admission_inquiries_status_idx" ON "admission_inquiries" USING btree ("school_id","status","inquiry_date");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher" ON "class_teachers" USING btree ("school_id","teacher_user_id");--> statement-breakpoint
CREATE INDEX "inquiry_follow_ups_inquiry" ON "inquiry_follow_ups" USING btree ("school_id","inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardians_one_primary" ON "student_guardians" USING btree ("school_id","student_id") WHERE "student_guardians"."is_primary";--> statement-breakpoint
CREATE INDEX "student_guardians_guardian" ON "student_guardians" USING btree ("school_id","guardian_user_id");--> statement-breakpoint
CREATE INDEX "student_history_student" ON "student_history" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_email_unique" ON "students" USING btree ("school_id","email") WHERE "students"."email" is not null;--> statement-breakpoint
CREATE INDEX "students_first_name_search" ON "students" USING btree ("school_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_last_name_search" ON "students" USING btree ("school_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_admission_no_search" ON "students" USING btree ("school_id",lower("admission_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_name_order" ON "students" USING btree ("school_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "students_class_section" ON "students" USING btree ("school_id","class_section_id","session_year_id");--> statement-breakpoint
CREATE INDEX "subject_teachers_teacher" ON "subject_teachers" USING btree ("school_id","teacher_user_id");