CREATE INDEX "audit_log_after_student_id_idx" ON "audit_log" USING btree ("school_id",("after" ->> 'student_id')) WHERE ("audit_log"."after" ->> 'student_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_before_student_id_idx" ON "audit_log" USING btree ("school_id",("before" ->> 'student_id')) WHERE ("audit_log"."before" ->> 'student_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_after_staff_user_id_idx" ON "audit_log" USING btree ("school_id",("after" ->> 'staff_user_id')) WHERE ("audit_log"."after" ->> 'staff_user_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_before_staff_user_id_idx" ON "audit_log" USING btree ("school_id",("before" ->> 'staff_user_id')) WHERE ("audit_log"."before" ->> 'staff_user_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_after_user_id_idx" ON "audit_log" USING btree ("school_id",("after" ->> 'user_id')) WHERE ("audit_log"."after" ->> 'user_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_before_user_id_idx" ON "audit_log" USING btree ("school_id",("before" ->> 'user_id')) WHERE ("audit_log"."before" ->> 'user_id') is not null;--> statement-breakpoint
-- Hand-written: the planner's figures for each indexed expression. Without them it guesses
-- 0.5% of the log per person (ANALYZE keeps no figures for a partial index's expression) and
-- prefers walking back through the school's log by date for the LIMIT (430 ms on 200,000 rows
-- for a staff member's timeline, against 0.4 ms with the bitmap OR these figures lead it to).
CREATE STATISTICS IF NOT EXISTS "audit_log_after_student_id_stats" ON ("after" ->> 'student_id') FROM "audit_log";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "audit_log_before_student_id_stats" ON ("before" ->> 'student_id') FROM "audit_log";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "audit_log_after_staff_user_id_stats" ON ("after" ->> 'staff_user_id') FROM "audit_log";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "audit_log_before_staff_user_id_stats" ON ("before" ->> 'staff_user_id') FROM "audit_log";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "audit_log_after_user_id_stats" ON ("after" ->> 'user_id') FROM "audit_log";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "audit_log_before_user_id_stats" ON ("before" ->> 'user_id') FROM "audit_log";
