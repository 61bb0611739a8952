CREATE TABLE "document_types" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"applies_to" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"has_expiry" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type_id" integer NOT NULL,
	"owner" text NOT NULL,
	"student_id" integer,
	"staff_user_id" integer,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"expires_on" date,
	"uploaded_by_user_id" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "documents_one_owner" CHECK (("documents"."owner" = 'student' and "documents"."student_id" is not null and "documents"."staff_user_id" is null)
        or ("documents"."owner" = 'staff' and "documents"."staff_user_id" is not null and "documents"."student_id" is null))
);
--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_document_type_id_document_types_school_id_id_fk" FOREIGN KEY ("school_id","document_type_id") REFERENCES "public"."document_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_staff_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","staff_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_uploaded_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","uploaded_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_removed_by_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","removed_by_user_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_school_student" ON "documents" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "documents_school_staff" ON "documents" USING btree ("school_id","staff_user_id");--> statement-breakpoint
CREATE INDEX "documents_school_expiry" ON "documents" USING btree ("school_id","expires_on");