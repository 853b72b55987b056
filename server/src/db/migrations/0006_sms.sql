CREATE TABLE "lost_report_alert_phones" (
	"lost_report_id" integer PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"lost_report_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_check" CHECK ("phone_codes"."purpose" in ('account', 'new_phone', 'lost_report'))
);
--> statement-breakpoint
CREATE TABLE "sms_alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"match" boolean DEFAULT true NOT NULL,
	"claim_approved" boolean DEFAULT true NOT NULL,
	"payment_completed" boolean DEFAULT true NOT NULL,
	"payout_sent" boolean DEFAULT true NOT NULL,
	"refund_sent" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"phone" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"text" varchar(320) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" varchar(100),
	"status_code" integer,
	"provider_status" varchar(50),
	"failure_reason" text,
	"network_code" varchar(10),
	"cost_amount" numeric(10, 4),
	"cost_currency" varchar(3),
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payout_status_check";--> statement-breakpoint
ALTER TABLE "lost_report_alert_phones" ADD CONSTRAINT "lost_report_alert_phones_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_alert_preferences" ADD CONSTRAINT "sms_alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_unique" ON "sms_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_user_day_idx" ON "sms_messages" USING btree ("user_id","send_after");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_day_idx" ON "sms_messages" USING btree ("phone","send_after");--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_messages_sent_idx" ON "sms_messages" USING btree ("sent_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payout_status_check" CHECK ("payments"."payout_status" in ('none', 'held', 'queued', 'awaiting_phone', 'processing', 'paid', 'failed', 'disputed', 'refunded'));