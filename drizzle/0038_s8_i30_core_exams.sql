CREATE TABLE "exam_classes" (
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_user_id" integer,
	CONSTRAINT "exam_classes_school_id_exam_id_class_id_pk" PRIMARY KEY("school_id","exam_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "exam_mark_sheets" (
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"class_section_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_mark_sheets_school_id_exam_id_class_section_id_subject_id_pk" PRIMARY KEY("school_id","exam_id","class_section_id","subject_id"),
	CONSTRAINT "exam_mark_sheets_status" CHECK (status in ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "exam_marks" (
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_section_id" integer NOT NULL,
	"marks" integer,
	"absent" boolean DEFAULT false NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"entered_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_marks_school_id_exam_id_subject_id_student_id_pk" PRIMARY KEY("school_id","exam_id","subject_id","student_id"),
	CONSTRAINT "exam_marks_one_state" CHECK (("exam_marks"."marks" is not null)::int + "exam_marks"."absent"::int + "exam_marks"."exempt"::int = 1),
	CONSTRAINT "exam_marks_not_negative" CHECK ("exam_marks"."marks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "exam_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"max_marks" integer NOT NULL,
	"pass_marks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_papers_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "exam_papers_exam_class_subject_unique" UNIQUE("school_id","exam_id","class_id","subject_id"),
	CONSTRAINT "exam_papers_times" CHECK ("exam_papers"."end_time" > "exam_papers"."start_time"),
	CONSTRAINT "exam_papers_marks" CHECK ("exam_papers"."max_marks" > 0 and "exam_papers"."pass_marks" between 0 and "exam_papers"."max_marks")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"session_year_id" integer NOT NULL,
	"semester_id" integer,
	"exam_type" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "exams_type" CHECK (exam_type in ('unit_test', 'mid_term', 'final'))
);
--> statement-breakpoint
CREATE TABLE "grading_scale_bands" (
	"school_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"position" integer NOT NULL,
	"min_percent" integer,
	"grade" text NOT NULL,
	"grade_point" integer,
	"remark" text,
	CONSTRAINT "grading_scale_bands_school_id_scale_id_position_pk" PRIMARY KEY("school_id","scale_id","position"),
	CONSTRAINT "grading_scale_bands_grade_unique" UNIQUE("school_id","scale_id","grade"),
	CONSTRAINT "grading_scale_bands_percent" CHECK ("grading_scale_bands"."min_percent" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "grading_scale_classes" (
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	CONSTRAINT "grading_scale_classes_school_id_class_id_pk" PRIMARY KEY("school_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "grading_scales" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "grading_scales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grading_scales_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "grading_scales_school_name_unique" UNIQUE("school_id","name"),
	CONSTRAINT "grading_scales_kind" CHECK (kind in ('marks', 'co_scholastic')),
	CONSTRAINT "grading_scales_default_marks" CHECK (not "grading_scales"."is_default" or "grading_scales"."kind" = 'marks')
);
--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_school_id_exam_id_exams_school_id_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_school_id_published_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","published_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_exam_id_exams_school_id_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_subject_id_subjects_school_id_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_submitted_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","submitted_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_school_id_exam_id_class_section_id_subject_id_exam_mark_sheets_school_id_exam_id_class_section_id_subject_id_fk" FOREIGN KEY ("school_id","exam_id","class_section_id","subject_id") REFERENCES "public"."exam_mark_sheets"("school_id","exam_id","class_section_id","subject_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_school_id_entered_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","entered_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_school_id_exam_id_class_id_exam_classes_school_id_exam_id_class_id_fk" FOREIGN KEY ("school_id","exam_id","class_id") REFERENCES "public"."exam_classes"("school_id","exam_id","class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_school_id_subject_id_subjects_school_id_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_session_year_id_session_years_school_id_id_fk" FOREIGN KEY ("school_id","session_year_id") REFERENCES "public"."session_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_semester_id_semesters_school_id_id_fk" FOREIGN KEY ("school_id","semester_id") REFERENCES "public"."semesters"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scale_bands" ADD CONSTRAINT "grading_scale_bands_school_id_scale_id_grading_scales_school_id_id_fk" FOREIGN KEY ("school_id","scale_id") REFERENCES "public"."grading_scales"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scale_classes" ADD CONSTRAINT "grading_scale_classes_school_id_scale_id_grading_scales_school_id_id_fk" FOREIGN KEY ("school_id","scale_id") REFERENCES "public"."grading_scales"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scale_classes" ADD CONSTRAINT "grading_scale_classes_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scales" ADD CONSTRAINT "grading_scales_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_marks_sheet" ON "exam_marks" USING btree ("school_id","exam_id","class_section_id","subject_id");--> statement-breakpoint
CREATE INDEX "exam_marks_student" ON "exam_marks" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "exams_school_session" ON "exams" USING btree ("school_id","session_year_id");--> statement-breakpoint
CREATE INDEX "grading_scale_classes_scale" ON "grading_scale_classes" USING btree ("school_id","scale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grading_scales_one_default" ON "grading_scales" USING btree ("school_id") WHERE "grading_scales"."is_default";