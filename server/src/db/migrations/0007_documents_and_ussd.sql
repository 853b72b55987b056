CREATE TABLE "item_document_numbers" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_report_document_numbers" (
	"lost_report_id" integer PRIMARY KEY NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_callers" (
	"phone" varchar(20) PRIMARY KEY NOT NULL,
	"language" varchar(5) NOT NULL,
	"first_session_id" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lost_reports" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_document_numbers" ADD CONSTRAINT "item_document_numbers_item_id_lost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_report_document_numbers" ADD CONSTRAINT "lost_report_document_numbers_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_document_numbers_hash_idx" ON "item_document_numbers" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "lost_report_document_numbers_hash_idx" ON "lost_report_document_numbers" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "lost_items_claimable_newest_idx" ON "lost_items" USING btree ("category_id","location","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lost_items"."is_hidden" = false and "lost_items"."status" = 'available';