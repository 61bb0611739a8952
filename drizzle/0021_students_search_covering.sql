DROP INDEX "students_first_name_search";--> statement-breakpoint
DROP INDEX "students_last_name_search";--> statement-breakpoint
DROP INDEX "students_admission_no_search";--> statement-breakpoint
CREATE INDEX "students_first_name_search" ON "students" USING btree ("school_id",lower("first_name") text_pattern_ops,"first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "students_last_name_search" ON "students" USING btree ("school_id",lower("last_name") text_pattern_ops,"last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_admission_no_search" ON "students" USING btree ("school_id",lower("admission_no") text_pattern_ops,"admission_no","first_name","last_name","id");