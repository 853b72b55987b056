CREATE TABLE "collection_codes" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"custody" varchar(20) NOT NULL,
	"received_by" uuid,
	"held_since" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_items_custody_check" CHECK ("held_items"."custody" in ('posted', 'dropped_off'))
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"phone" varchar(20) NOT NULL,
	"user_id" uuid,
	"role" varchar(20) NOT NULL,
	"invited_by" uuid,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_role_check" CHECK ("organisation_members"."role" in ('manager', 'desk'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"county" varchar(50) NOT NULL,
	"landmark" varchar(300) NOT NULL,
	"hours" varchar(200) NOT NULL,
	"public_phone" varchar(20) NOT NULL,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"accepts_drop_offs" boolean DEFAULT false NOT NULL,
	"takes_finder_share" boolean DEFAULT false NOT NULL,
	"payout_phone" varchar(20),
	"payout_phone_verified_at" timestamp with time zone,
	"holding_days_documents" integer DEFAULT 60 NOT NULL,
	"holding_days_other" integer DEFAULT 90 NOT NULL,
	"applied_by" uuid NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_status_check" CHECK ("organisations"."status" in ('pending', 'verified', 'suspended', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "collection_codes" ADD CONSTRAINT "collection_codes_item_id_lost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_codes" ADD CONSTRAINT "collection_codes_claim_id_claim_verifications_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claim_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_codes" ADD CONSTRAINT "collection_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_items" ADD CONSTRAINT "held_items_item_id_lost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_items" ADD CONSTRAINT "held_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_items" ADD CONSTRAINT "held_items_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_items_organisation_idx" ON "held_items" USING btree ("organisation_id","held_since" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "held_items_due_idx" ON "held_items" USING btree ("held_until") WHERE "held_items"."expired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_members_phone_unique" ON "organisation_members" USING btree ("organisation_id","phone");--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_slug_unique" ON "organisations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organisations_status_idx" ON "organisations" USING btree ("status","created_at" DESC NULLS LAST);