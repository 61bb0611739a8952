CREATE TABLE "bell_periods" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bell_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bell_schedule_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "bell_periods_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "bell_periods_position_unique" UNIQUE("school_id","bell_schedule_id","position"),
	CONSTRAINT "bell_periods_kind" CHECK (kind in ('period', 'break')),
	CONSTRAINT "bell_periods_times" CHECK ("bell_periods"."end_time" > "bell_periods"."start_time")
);
--> statement-breakpoint
CREATE TABLE "bell_schedule_days" (
	"school_id" integer NOT NULL,
	"bell_schedule_id" integer NOT NULL,
	"day" integer NOT NULL,
	CONSTRAINT "bell_schedule_days_school_id_bell_schedule_id_day_pk" PRIMARY KEY("school_id","bell_schedule_id","day"),
	CONSTRAINT "bell_schedule_days_day" CHECK ("bell_schedule_days"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "bell_schedules" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bell_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"shift_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bell_schedules_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "bell_schedules_school_name_unique" UNIQUE("school_id","name")
);
--> statement-breakpoint
CREATE TABLE "class_subject_loads" (
	"school_id" integer NOT NULL,
	"class_subject_id" integer NOT NULL,
	"periods_per_week" integer NOT NULL,
	CONSTRAINT "class_subject_loads_school_id_class_subject_id_pk" PRIMARY KEY("school_id","class_subject_id"),
	CONSTRAINT "class_subject_loads_periods" CHECK ("class_subject_loads"."periods_per_week" between 1 and 70)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "rooms_school_name_unique" UNIQUE("school_id","name"),
	CONSTRAINT "rooms_capacity" CHECK ("rooms"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "substitutions" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "substitutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"class_section_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"class_subject_id" integer NOT NULL,
	"absent_user_id" integer NOT NULL,
	"substitute_user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitutions_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "substitutions_one_cover" UNIQUE("school_id","date","class_section_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_limits" (
	"school_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"max_per_day" integer,
	"max_per_week" integer,
	CONSTRAINT "teacher_limits_school_id_teacher_user_id_pk" PRIMARY KEY("school_id","teacher_user_id"),
	CONSTRAINT "teacher_limits_positive" CHECK ("teacher_limits"."max_per_day" > 0 and "teacher_limits"."max_per_week" > 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_unavailability" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "teacher_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_user_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "teacher_unavailability_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "teacher_unavailability_day" CHECK ("teacher_unavailability"."day" between 1 and 7),
	CONSTRAINT "teacher_unavailability_times" CHECK ("teacher_unavailability"."end_time" > "teacher_unavailability"."start_time")
);
--> statement-breakpoint
CREATE TABLE "timetable_cells" (
	"school_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"day" integer NOT NULL,
	"period_id" integer NOT NULL,
	"class_subject_id" integer NOT NULL,
	"room_id" integer,
	CONSTRAINT "timetable_cells_school_id_version_id_day_period_id_pk" PRIMARY KEY("school_id","version_id","day","period_id"),
	CONSTRAINT "timetable_cells_day" CHECK ("timetable_cells"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "timetable_feed_tokens" (
	"school_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_feed_tokens_school_id_teacher_user_id_pk" PRIMARY KEY("school_id","teacher_user_id"),
	CONSTRAINT "timetable_feed_tokens_hash_unique" UNIQUE("school_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "timetable_versions" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "timetable_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_section_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by_user_id" integer,
	"published_at" timestamp with time zone,
	"published_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_versions_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "timetable_versions_status" CHECK (status in ('draft', 'published')),
	CONSTRAINT "timetable_versions_source" CHECK (source in ('manual', 'solver'))
);
--> statement-breakpoint
ALTER TABLE "bell_periods" ADD CONSTRAINT "bell_periods_school_id_bell_schedule_id_bell_schedules_school_id_id_fk" FOREIGN KEY ("school_id","bell_schedule_id") REFERENCES "public"."bell_schedules"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bell_schedule_days" ADD CONSTRAINT "bell_schedule_days_school_id_bell_schedule_id_bell_schedules_school_id_id_fk" FOREIGN KEY ("school_id","bell_schedule_id") REFERENCES "public"."bell_schedules"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bell_schedules" ADD CONSTRAINT "bell_schedules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bell_schedules" ADD CONSTRAINT "bell_schedules_school_id_shift_id_shifts_school_id_id_fk" FOREIGN KEY ("school_id","shift_id") REFERENCES "public"."shifts"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subject_loads" ADD CONSTRAINT "class_subject_loads_school_id_class_subject_id_class_subjects_school_id_id_fk" FOREIGN KEY ("school_id","class_subject_id") REFERENCES "public"."class_subjects"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_period_id_bell_periods_school_id_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."bell_periods"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_class_subject_id_class_subjects_school_id_id_fk" FOREIGN KEY ("school_id","class_subject_id") REFERENCES "public"."class_subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_absent_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","absent_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_substitute_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","substitute_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_limits" ADD CONSTRAINT "teacher_limits_school_id_teacher_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","teacher_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_unavailability" ADD CONSTRAINT "teacher_unavailability_school_id_teacher_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","teacher_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_cells" ADD CONSTRAINT "timetable_cells_school_id_version_id_timetable_versions_school_id_id_fk" FOREIGN KEY ("school_id","version_id") REFERENCES "public"."timetable_versions"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_cells" ADD CONSTRAINT "timetable_cells_school_id_period_id_bell_periods_school_id_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."bell_periods"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_cells" ADD CONSTRAINT "timetable_cells_school_id_class_subject_id_class_subjects_school_id_id_fk" FOREIGN KEY ("school_id","class_subject_id") REFERENCES "public"."class_subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_cells" ADD CONSTRAINT "timetable_cells_school_id_room_id_rooms_school_id_id_fk" FOREIGN KEY ("school_id","room_id") REFERENCES "public"."rooms"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_feed_tokens" ADD CONSTRAINT "timetable_feed_tokens_school_id_teacher_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","teacher_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_versions" ADD CONSTRAINT "timetable_versions_school_id_class_section_id_class_sections_school_id_id_fk" FOREIGN KEY ("school_id","class_section_id") REFERENCES "public"."class_sections"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_versions" ADD CONSTRAINT "timetable_versions_school_id_created_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","created_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_versions" ADD CONSTRAINT "timetable_versions_school_id_published_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","published_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "substitutions_substitute" ON "substitutions" USING btree ("school_id","substitute_user_id","date");--> statement-breakpoint
CREATE INDEX "teacher_unavailability_teacher" ON "teacher_unavailability" USING btree ("school_id","teacher_user_id");--> statement-breakpoint
CREATE INDEX "timetable_cells_class_subject" ON "timetable_cells" USING btree ("school_id","class_subject_id");--> statement-breakpoint
CREATE INDEX "timetable_cells_room" ON "timetable_cells" USING btree ("school_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_versions_one_published" ON "timetable_versions" USING btree ("school_id","class_section_id","effective_from") WHERE "timetable_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "timetable_versions_section" ON "timetable_versions" USING btree ("school_id","class_section_id","effective_from");