ALTER TABLE "whatsapp_conversations" ADD COLUMN "turns_by_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound" ADD COLUMN "fallback_sms" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound" ADD COLUMN "fallback_sent_at" timestamp with time zone;