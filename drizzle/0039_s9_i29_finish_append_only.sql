-- Written by hand: one trigger function for every append-only table, instead of one per
-- module (audit_log 0004, fees 0008 and 0022, inventory 0011 and 0022, provider_audit_log 0016,
-- fee_refunds 0027, certificates 0036), doing what they did: UPDATE, DELETE and TRUNCATE are
-- refused with "<table> rows cannot be changed or deleted". A trigger given the argument
-- 'restore' (the ledgers, the certificates) lets a restore delete the rows of the school it is
-- replacing: the transaction-local setting `schola.restore_school`, which only the restore sets,
-- after its safety backup (0022). The logs' triggers take none: no restore deletes from them.
CREATE FUNCTION "forbid_update_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nested: OLD is not set in the statement-level TRUNCATE trigger.
	IF TG_OP = 'DELETE' AND TG_NARGS > 0 AND TG_ARGV[0] = 'restore' THEN
		IF OLD.school_id::text = current_setting('schola.restore_school', true) THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION '% rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
DROP TRIGGER "audit_log_no_update_or_delete" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"();--> statement-breakpoint
DROP TRIGGER "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"();--> statement-breakpoint
DROP TRIGGER "provider_audit_log_no_update_or_delete" ON "provider_audit_log";--> statement-breakpoint
CREATE TRIGGER "provider_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "provider_audit_log"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"();--> statement-breakpoint
DROP TRIGGER "provider_audit_log_no_truncate" ON "provider_audit_log";--> statement-breakpoint
CREATE TRIGGER "provider_audit_log_no_truncate" BEFORE TRUNCATE ON "provider_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"();--> statement-breakpoint
DROP TRIGGER "fee_ledger_no_update_or_delete" ON "fee_ledger";--> statement-breakpoint
CREATE TRIGGER "fee_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_ledger"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_ledger_no_truncate" ON "fee_ledger";--> statement-breakpoint
CREATE TRIGGER "fee_ledger_no_truncate" BEFORE TRUNCATE ON "fee_ledger"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_payments_no_update_or_delete" ON "fee_payments";--> statement-breakpoint
CREATE TRIGGER "fee_payments_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_payments"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_payments_no_truncate" ON "fee_payments";--> statement-breakpoint
CREATE TRIGGER "fee_payments_no_truncate" BEFORE TRUNCATE ON "fee_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_payment_cancellations_no_update_or_delete" ON "fee_payment_cancellations";--> statement-breakpoint
CREATE TRIGGER "fee_payment_cancellations_no_update_or_delete" BEFORE UPDATE OR DELETE ON "fee_payment_cancellations"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_payment_cancellations_no_truncate" ON "fee_payment_cancellations";--> statement-breakpoint
CREATE TRIGGER "fee_payment_cancellations_no_truncate" BEFORE TRUNCATE ON "fee_payment_cancellations"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_refunds_append_only" ON "fee_refunds";--> statement-breakpoint
CREATE TRIGGER "fee_refunds_append_only" BEFORE UPDATE OR DELETE ON "fee_refunds"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "fee_refunds_no_truncate" ON "fee_refunds";--> statement-breakpoint
CREATE TRIGGER "fee_refunds_no_truncate" BEFORE TRUNCATE ON "fee_refunds"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "inventory_transactions_no_update_or_delete" ON "inventory_transactions";--> statement-breakpoint
CREATE TRIGGER "inventory_transactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "inventory_transactions"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "inventory_transactions_no_truncate" ON "inventory_transactions";--> statement-breakpoint
CREATE TRIGGER "inventory_transactions_no_truncate" BEFORE TRUNCATE ON "inventory_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "certificates_no_update_or_delete" ON "certificates";--> statement-breakpoint
CREATE TRIGGER "certificates_no_update_or_delete" BEFORE UPDATE OR DELETE ON "certificates"
	FOR EACH ROW EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP TRIGGER "certificates_no_truncate" ON "certificates";--> statement-breakpoint
CREATE TRIGGER "certificates_no_truncate" BEFORE TRUNCATE ON "certificates"
	FOR EACH STATEMENT EXECUTE FUNCTION "forbid_update_delete"('restore');--> statement-breakpoint
DROP FUNCTION "audit_log_append_only"();--> statement-breakpoint
DROP FUNCTION "provider_audit_log_append_only"();--> statement-breakpoint
DROP FUNCTION "fees_append_only"();--> statement-breakpoint
DROP FUNCTION "inventory_append_only"();--> statement-breakpoint
DROP FUNCTION "certificates_append_only"();
