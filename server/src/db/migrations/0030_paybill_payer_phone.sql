ALTER TABLE "paybill_receipts" ADD COLUMN "payer_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "paybill_receipts" ADD COLUMN "payer_told_stuck_at" timestamp with time zone;