CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Adds one to catalogue_version once per transaction that changes what the public catalogue shows,
-- and tells every listening server process the new number (NOTIFY is delivered at commit).
-- The triggers below are deferred, so this runs at commit: the row is locked only for the moment
-- the transaction commits (no deadlock with item rows locked earlier), and a reader sees the new
-- number exactly when it can see the new data. The transaction-local setting makes a bulk change
-- of many rows one increment.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF coalesce(current_setting('okota.catalogue_bumped', true), '') <> 'on' THEN
    PERFORM set_config('okota.catalogue_bumped', 'on', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('catalogue_version', next_version::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lost_items_catalogue_added_or_deleted" AFTER INSERT OR DELETE ON "lost_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- Any column but the bookkeeping ones no answer shows: a message sent sets last_contact_at.
CREATE CONSTRAINT TRIGGER "lost_items_catalogue_changed" AFTER UPDATE ON "lost_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_contact_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_contact_at' - 'updated_at'))
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- Items show their finder's name, and to the finder, admins and the paid claimer the finder's contacts.
CREATE CONSTRAINT TRIGGER "users_catalogue_changed" AFTER UPDATE OF "first_name", "last_name", "phone", "email" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."phone", OLD."email") IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."phone", NEW."email"))
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "lost_items_catalogue_truncated" AFTER TRUNCATE ON "lost_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
