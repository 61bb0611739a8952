CREATE TABLE "custom_field_groups" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_groups_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "custom_field_groups_entity" CHECK ("custom_field_groups"."entity" in ('student', 'guardian', 'staff')),
	CONSTRAINT "custom_field_groups_visibility" CHECK ("custom_field_groups"."visibility" in ('everyone', 'staff', 'admin_and_class_teacher'))
);
--> statement-breakpoint
CREATE TABLE "custom_field_student_values" (
	"school_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "custom_field_student_values_school_id_field_id_student_id_pk" PRIMARY KEY("school_id","field_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "custom_field_user_values" (
	"school_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "custom_field_user_values_school_id_field_id_user_id_pk" PRIMARY KEY("school_id","field_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "custom_fields_entity" CHECK ("custom_fields"."entity" in ('student', 'guardian', 'staff')),
	CONSTRAINT "custom_fields_kind" CHECK ("custom_fields"."kind" in ('text', 'number', 'date', 'choice', 'multi_choice', 'yes_no', 'file'))
);
--> statement-breakpoint
ALTER TABLE "custom_field_groups" ADD CONSTRAINT "custom_field_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_student_values" ADD CONSTRAINT "custom_field_student_values_school_id_field_id_custom_fields_school_id_id_fk" FOREIGN KEY ("school_id","field_id") REFERENCES "public"."custom_fields"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_student_values" ADD CONSTRAINT "custom_field_student_values_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_user_values" ADD CONSTRAINT "custom_field_user_values_school_id_field_id_custom_fields_school_id_id_fk" FOREIGN KEY ("school_id","field_id") REFERENCES "public"."custom_fields"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_user_values" ADD CONSTRAINT "custom_field_user_values_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_school_id_group_id_custom_field_groups_school_id_id_fk" FOREIGN KEY ("school_id","group_id") REFERENCES "public"."custom_field_groups"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_groups_name" ON "custom_field_groups" USING btree ("school_id","entity","name");--> statement-breakpoint
CREATE INDEX "custom_field_student_values_student" ON "custom_field_student_values" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "custom_field_user_values_user" ON "custom_field_user_values" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_key" ON "custom_fields" USING btree ("school_id","entity","key");--> statement-breakpoint
CREATE INDEX "custom_fields_group" ON "custom_fields" USING btree ("school_id","group_id");