CREATE TABLE "class_group_classes" (
	"school_id" integer NOT NULL,
	"class_group_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "class_group_classes_school_id_class_group_id_class_id_pk" PRIMARY KEY("school_id","class_group_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "class_groups" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "class_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_groups_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "class_groups_school_name_unique" UNIQUE("school_id","name")
);
--> statement-breakpoint
CREATE TABLE "class_subjects" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "class_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"semester_id" integer,
	"type" text NOT NULL,
	"elective_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_subjects_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "class_subjects_class_subject_semester_unique" UNIQUE NULLS NOT DISTINCT("school_id","class_id","subject_id","semester_id"),
	CONSTRAINT "class_subjects_type_check" CHECK ("class_subjects"."type" in ('Compulsory', 'Elective')),
	CONSTRAINT "class_subjects_elective_has_group" CHECK (("class_subjects"."type" = 'Elective') = ("class_subjects"."elective_group_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "elective_groups" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "elective_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"semester_id" integer,
	"name" text NOT NULL,
	"choose_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elective_groups_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "elective_groups_class_semester_name_unique" UNIQUE NULLS NOT DISTINCT("school_id","class_id","semester_id","name"),
	CONSTRAINT "elective_groups_choose_positive" CHECK ("elective_groups"."choose_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_school_name_medium_unique";--> statement-breakpoint
ALTER TABLE "class_group_classes" ADD CONSTRAINT "class_group_classes_school_id_class_group_id_class_groups_school_id_id_fk" FOREIGN KEY ("school_id","class_group_id") REFERENCES "public"."class_groups"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_group_classes" ADD CONSTRAINT "class_group_classes_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_groups" ADD CONSTRAINT "class_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_school_id_subject_id_subjects_school_id_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_school_id_semester_id_semesters_school_id_id_fk" FOREIGN KEY ("school_id","semester_id") REFERENCES "public"."semesters"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_school_id_elective_group_id_elective_groups_school_id_id_fk" FOREIGN KEY ("school_id","elective_group_id") REFERENCES "public"."elective_groups"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_groups" ADD CONSTRAINT "elective_groups_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_groups" ADD CONSTRAINT "elective_groups_school_id_semester_id_semesters_school_id_id_fk" FOREIGN KEY ("school_id","semester_id") REFERENCES "public"."semesters"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_name_medium_unique" UNIQUE NULLS NOT DISTINCT("school_id","name","medium_id","stream_id");--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_school_code_unique" UNIQUE("school_id","code");