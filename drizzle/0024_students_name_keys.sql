DROP INDEX "students_first_name_search";--> statement-breakpoint
DROP INDEX "students_last_name_search";--> statement-breakpoint
DROP INDEX "students_admission_no_search";--> statement-breakpoint
DROP INDEX "students_name_order";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "first_name_key" text COLLATE "C" GENERATED ALWAYS AS (name_key("first_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_name_key" text COLLATE "C" GENERATED ALWAYS AS (name_key("last_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_first_name_key_search" ON "students" USING btree ("school_id","first_name_key" text_pattern_ops,"last_name_key","id");--> statement-breakpoint
CREATE INDEX "students_last_name_key_search" ON "students" USING btree ("school_id","last_name_key" text_pattern_ops,"first_name_key","id");--> statement-breakpoint
CREATE INDEX "students_admission_no_key_search" ON "students" USING btree ("school_id",lower("admission_no") text_pattern_ops,"admission_no","first_name_key","id");--> statement-breakpoint
CREATE INDEX "students_name_key_order" ON "students" USING btree ("school_id","first_name_key","id");