ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payments_one_completed_per_claim";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_originator_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_request_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_conversation_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_transaction_id" varchar(50);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_originator_unique" ON "payments" USING btree ("refund_originator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_transaction_unique" ON "payments" USING btree ("refund_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_per_claim" ON "payments" USING btree ("claim_id") WHERE "payments"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payout_or_refund_check" CHECK ("payments"."status" not in ('refund_pending', 'refunded', 'refund_failed') or (
    "payments"."payout_status" = 'refunded' and "payments"."payout_attempts" = 0 and not "payments"."finder_paid" and "payments"."finder_transaction_id" is null
    and "payments"."finder_paid_at" is null and "payments"."completed_at" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."refund_reason" is null or "payments"."refund_reason" in ('dispute', 'claim_revoked', 'item_removed', 'already_paid'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'refund_pending', 'refunded', 'refund_failed'));--> statement-breakpoint
-- Refunds made before reversals went through the API were all dispute refunds, returned by hand.
UPDATE "payments" SET "refund_reason" = 'dispute' WHERE "status" = 'refunded' AND "refund_reason" IS NULL;
