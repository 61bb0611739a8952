-- Written by hand. The ledger, the payments and their cancellations are append-only, so a
-- restore (lib/api/modules/backup/apply.ts) keeps them while it replaces the rows they point at
-- (students, users, fee types, structures) with the archive's, ids as they were. Their foreign
-- keys become DEFERRABLE (still checked at once unless a transaction defers them), so the restore
-- can delete and re-insert those rows in one transaction and have every reference checked
-- before it commits.
DO $$
DECLARE
	fk record;
BEGIN
	FOR fk IN
		SELECT conrelid::regclass AS tbl, conname
		FROM pg_constraint
		WHERE contype = 'f'
			AND conrelid IN ('fee_ledger'::regclass, 'fee_payments'::regclass, 'fee_payment_cancellations'::regclass)
	LOOP
		EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.tbl, fk.conname);
	END LOOP;
END
$$;
