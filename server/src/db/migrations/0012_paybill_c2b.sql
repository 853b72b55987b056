CREATE TABLE "paybill_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" varchar(20) NOT NULL,
	"claimed_account" varchar(40) NOT NULL,
	"claimed_amount" varchar(20) NOT NULL,
	"msisdn" varchar(20),
	"status" varchar(20) DEFAULT 'confirming' NOT NULL,
	"confirmed_amount" integer,
	"confirmed_account" varchar(40),
	"payment_id" integer,
	"hold_reason" varchar(20),
	"reversal_attempt" integer DEFAULT 0 NOT NULL,
	"reversal_request_id" varchar(100),
	"reversal_transaction_id" varchar(50),
	"note" text,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paybill_receipts_status_check" CHECK ("paybill_receipts"."status" in ('confirming', 'applied', 'rejected', 'reversal_pending', 'reversed', 'reversal_failed')),
	CONSTRAINT "paybill_receipts_hold_reason_check" CHECK ("paybill_receipts"."hold_reason" is null or "paybill_receipts"."hold_reason" in ('unknown_account', 'wrong_amount', 'already_paid')),
	CONSTRAINT "paybill_receipts_applied_or_held_check" CHECK ("paybill_receipts"."status" <> 'applied' or ("paybill_receipts"."payment_id" is not null and "paybill_receipts"."hold_reason" is null))
);
--> statement-breakpoint
DROP INDEX "payments_one_pending_per_claim";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paybill_account" varchar(12);--> statement-breakpoint
ALTER TABLE "paybill_receipts" ADD CONSTRAINT "paybill_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paybill_receipts_trans_id_unique" ON "paybill_receipts" USING btree ("trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paybill_receipts_one_applied_per_payment" ON "paybill_receipts" USING btree ("payment_id") WHERE "paybill_receipts"."status" = 'applied';--> statement-breakpoint
CREATE INDEX "paybill_receipts_status_idx" ON "paybill_receipts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_paybill_per_claim" ON "payments" USING btree ("claim_id") WHERE "payments"."status" = 'pending' and "payments"."paybill_account" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paybill_account_unique" ON "payments" USING btree ("paybill_account");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_claim" ON "payments" USING btree ("claim_id") WHERE "payments"."status" = 'pending' and "payments"."paybill_account" is null;