ALTER TABLE "messages" ADD COLUMN "send_key" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_digest" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_send_key_unique" ON "messages" USING btree ("sender_id","send_key");