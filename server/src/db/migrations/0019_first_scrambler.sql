CREATE TABLE "whatsapp_conversations" (
	"wa_id" varchar(20) PRIMARY KEY NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"step" varchar(40) DEFAULT 'menu' NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consented_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"wamid" varchar(200) PRIMARY KEY NOT NULL,
	"wa_id" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"message" jsonb,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"wamid" varchar(200),
	"wa_id" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"template_name" varchar(100),
	"status" varchar(20) NOT NULL,
	"error_code" integer,
	"error_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbound_status_check" CHECK ("whatsapp_outbound"."status" in ('accepted', 'sent', 'delivered', 'read', 'failed', 'refused'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_created_idx" ON "whatsapp_inbound" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbound_wamid_unique" ON "whatsapp_outbound" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_created_idx" ON "whatsapp_outbound" USING btree ("created_at");