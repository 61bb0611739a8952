ALTER TABLE "backups" ADD COLUMN "note" text;--> statement-breakpoint
-- Written by hand after generation. A restore puts the school back as it was at the backup,
-- its append-only ledgers included (lib/api/modules/backup/apply.ts). The ledgers' triggers
-- (0008, 0011) still refuse every UPDATE and TRUNCATE, and every DELETE but one: a row of the
-- school a restore is replacing, named by the transaction-local setting
-- `schola.restore_school`, which only the restore sets (set_config(..., true): it ends with
-- the transaction) and only after it has written the safety backup of the school's current
-- rows in that same transaction. So nothing financial is lost: what the restore removes is
-- kept, whole, in an archive listed among the school's backups, from which it can be restored.
-- The audit log's trigger (0004) is not changed: no restore ever deletes from it.
CREATE OR REPLACE FUNCTION "fees_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nested: OLD is not set in the statement-level TRUNCATE trigger.
	IF TG_OP = 'DELETE' THEN
		IF OLD.school_id::text = current_setting('schola.restore_school', true) THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inventory_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nested: OLD is not set in the statement-level TRUNCATE trigger.
	IF TG_OP = 'DELETE' THEN
		IF OLD.school_id::text = current_setting('schola.restore_school', true) THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;
