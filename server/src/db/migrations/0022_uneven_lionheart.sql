ALTER TABLE "organisations" ADD COLUMN "pending_landmark" varchar(300);--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "pending_hours" varchar(200);--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "pending_texts_reason" varchar(30);