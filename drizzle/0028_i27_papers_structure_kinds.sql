ALTER TABLE "fee_structures" ADD COLUMN "kind" text DEFAULT 'tuition' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_kind" CHECK ("fee_structures"."kind" in ('tuition', 'transport', 'hostel', 'other'));