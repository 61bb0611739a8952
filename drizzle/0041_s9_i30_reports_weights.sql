CREATE TABLE "exam_type_weights" (
	"school_id" integer NOT NULL,
	"exam_type" text NOT NULL,
	"weight" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_type_weights_school_id_exam_type_pk" PRIMARY KEY("school_id","exam_type"),
	CONSTRAINT "exam_type_weights_type" CHECK (exam_type in ('unit_test', 'mid_term', 'final')),
	CONSTRAINT "exam_type_weights_weight" CHECK ("exam_type_weights"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "report_card_remarks" (
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"remark" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_card_remarks_school_id_exam_id_student_id_pk" PRIMARY KEY("school_id","exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "report_card_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"principal_signature" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_type_weights" ADD CONSTRAINT "exam_type_weights_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_school_id_exam_id_exams_school_id_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_school_id_updated_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","updated_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_settings" ADD CONSTRAINT "report_card_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;