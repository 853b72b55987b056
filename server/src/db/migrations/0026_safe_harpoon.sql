ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_or_pending_check" CHECK ("users"."phone" is not null or ("users"."pending_phone" is not null and not "users"."phone_verified"));