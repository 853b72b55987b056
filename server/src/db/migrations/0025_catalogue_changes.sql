CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "changes_pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- Every trigger that raises the catalogue's number (0004, 0017) now also writes which items the
-- number changed, so each process's search index can apply exactly those (docs/decisions/0270).
-- The row is written at commit (the triggers are deferred), after this transaction took the
-- catalogue_version row's lock, which it holds until it commits: numbers are given in commit order,
-- and a reader who sees number N sees every change numbered below it.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF coalesce(current_setting('okota.catalogue_bumped', true), '') <> 'on' THEN
    PERFORM set_config('okota.catalogue_bumped', 'on', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM set_config('okota.catalogue_version_now', next_version::text, true);
    PERFORM pg_notify('catalogue_version', next_version::text);
  ELSE
    next_version := current_setting('okota.catalogue_version_now')::bigint;
  END IF;
  IF TG_LEVEL = 'STATEMENT' THEN
    -- A whole table emptied (tests, benchmarks): every index loads again rather than follow it.
    IF TG_TABLE_NAME = 'lost_items' THEN
      UPDATE "catalogue_version" SET "changes_pruned_through" = next_version WHERE "id" = 1;
    END IF;
  ELSIF TG_TABLE_NAME = 'lost_items' THEN
    INSERT INTO "catalogue_changes" ("version", "item_id") VALUES (next_version, CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  ELSIF TG_TABLE_NAME = 'held_items' THEN
    -- Held by an organisation that is not verified: out of search (0241).
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO "catalogue_changes" ("version", "item_id") VALUES (next_version, OLD."item_id");
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO "catalogue_changes" ("version", "item_id") VALUES (next_version, NEW."item_id");
    END IF;
  ELSIF TG_TABLE_NAME = 'organisations' THEN
    -- (A nested IF: PL/pgSQL resolves OLD."status" even where TG_TABLE_NAME is another table's.)
    IF OLD."status" IS DISTINCT FROM NEW."status" THEN
      INSERT INTO "catalogue_changes" ("version", "item_id")
        SELECT next_version, h."item_id" FROM "held_items" h WHERE h."organisation_id" = NEW."id";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
