ALTER TABLE "sms_alert_preferences" ADD COLUMN "claim_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "claim_rejected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "owner_paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "handover_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "payout_waiting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_claim_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_claim_approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_claim_rejected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_owner_paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_handover_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD COLUMN "email_payout_waiting" boolean DEFAULT true NOT NULL;