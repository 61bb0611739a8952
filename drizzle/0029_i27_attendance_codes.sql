CREATE TABLE "attendance_codes" (
	"school_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "attendance_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"colour" text NOT NULL,
	"counts_as" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"builtin" text,
	"position" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_codes_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "attendance_codes_school_name_unique" UNIQUE("school_id","name"),
	CONSTRAINT "attendance_codes_school_code_unique" UNIQUE("school_id","code"),
	CONSTRAINT "attendance_codes_school_builtin_unique" UNIQUE("school_id","builtin"),
	CONSTRAINT "attendance_codes_counts_as" CHECK ("attendance_codes"."counts_as" in ('present', 'absent', 'half', 'excluded'))
);
--> statement-breakpoint
-- Every existing school gets the five original statuses as its codes (new schools: createSchool).
-- On leave counts as absent and late as present, as the percentage counted them before.
INSERT INTO "attendance_codes" ("school_id", "name", "code", "colour", "counts_as", "builtin", "position")
SELECT s."id", c."name", c."code", c."colour", c."counts_as", c."builtin", c."position"
FROM "schools" s CROSS JOIN (VALUES
	('Present', 'P', '#15803d', 'present', 'present', 10),
	('Absent', 'A', '#b91c1c', 'absent', 'absent', 20),
	('Late', 'L', '#b45309', 'present', 'late', 30),
	('Half day', 'H', '#7c3aed', 'half', 'half_day', 40),
	('On leave', 'LV', '#1d4ed8', 'absent', 'on_leave', 50)
) AS c("name", "code", "colour", "counts_as", "builtin", "position");--> statement-breakpoint
ALTER TABLE "student_attendance" ADD COLUMN "code_id" integer;--> statement-breakpoint
-- Every existing mark keeps its meaning: its status becomes its school's code of that status.
UPDATE "student_attendance" a SET "code_id" = c."id"
FROM "attendance_codes" c
WHERE c."school_id" = a."school_id" AND c."builtin" = a."status";--> statement-breakpoint
ALTER TABLE "student_attendance" ALTER COLUMN "code_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_attendance" DROP CONSTRAINT "student_attendance_status";--> statement-breakpoint
ALTER TABLE "student_attendance" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_school_id_code_id_attendance_codes_school_id_id_fk" FOREIGN KEY ("school_id","code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_attendance_code" ON "student_attendance" USING btree ("school_id","code_id");--> statement-breakpoint
-- The day totals now count by what a code counts as: late was present, on leave absent.
ALTER TABLE "student_attendance_totals" ADD COLUMN "half" integer;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" ADD COLUMN "excluded" integer;--> statement-breakpoint
UPDATE "student_attendance_totals" SET "present" = "present" + "late", "absent" = "absent" + "on_leave", "half" = "half_day", "excluded" = 0;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" ALTER COLUMN "half" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" ALTER COLUMN "excluded" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_attendance_totals" DROP COLUMN "late";--> statement-breakpoint
ALTER TABLE "student_attendance_totals" DROP COLUMN "half_day";--> statement-breakpoint
ALTER TABLE "student_attendance_totals" DROP COLUMN "on_leave";
