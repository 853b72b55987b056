ALTER TABLE "notifications" ADD COLUMN "kind" varchar(40);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;