-- pg_trgm: trigram similarity for lost-report matching (features/lost-reports/match-score.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lost_report_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"score" real NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"photo_key" varchar(300),
	"county" varchar(50) NOT NULL,
	"near_location" varchar(300),
	"date_lost" date NOT NULL,
	"notify_in_app" boolean DEFAULT true NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_push" boolean DEFAULT true NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"terms" text[] GENERATED ALWAYS AS (tsvector_to_array(ts_delete(to_tsvector('english', title || ' ' || description), '{call,cha,changu,contact,even,find,found,ilipotea,imeokotwa,imepatikana,insid,item,karibu,katika,kilipotea,kimepatikana,kind,kwa,kweny,la,langu,left,lose,lost,mine,morn,na,ndani,near,ni,nimeokota,nimepoteza,owner,pick,pleas,someon,today,vya,wa,wangu,ya,yangu,yesterday,za,zilipotea,zimepatikana}'::text[]))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_reports_status_check" CHECK ("lost_reports"."status" in ('open', 'closed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "lost_report_matches" ADD CONSTRAINT "lost_report_matches_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_report_matches" ADD CONSTRAINT "lost_report_matches_item_id_lost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD CONSTRAINT "lost_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lost_report_matches_pair_unique" ON "lost_report_matches" USING btree ("report_id","item_id");--> statement-breakpoint
CREATE INDEX "lost_report_matches_item_idx" ON "lost_report_matches" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lost_reports_owner_idx" ON "lost_reports" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lost_reports_candidates_idx" ON "lost_reports" USING btree ("category_id","county","date_lost") WHERE "lost_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lost_reports_open_expiry_idx" ON "lost_reports" USING btree ("expires_at") WHERE "lost_reports"."status" = 'open';