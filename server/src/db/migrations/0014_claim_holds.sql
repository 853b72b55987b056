ALTER TABLE "claim_verifications" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD COLUMN "held_reason" varchar(40);