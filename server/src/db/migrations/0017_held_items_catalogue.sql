-- Items held by an organisation carry its name, hours and status (heldBy) in every cached answer,
-- and a suspended organisation's items leave search (issue 28, docs/decisions/0241): a change to
-- an organisation's public details or status, or to what it holds, moves the catalogue's number
-- as an item's change does (0004_catalogue_version).
CREATE CONSTRAINT TRIGGER "organisations_catalogue_changed" AFTER UPDATE ON "organisations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."name", OLD."slug", OLD."kind", OLD."county", OLD."landmark", OLD."hours", OLD."public_phone", OLD."latitude", OLD."longitude", OLD."status")
    IS DISTINCT FROM (NEW."name", NEW."slug", NEW."kind", NEW."county", NEW."landmark", NEW."hours", NEW."public_phone", NEW."latitude", NEW."longitude", NEW."status"))
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "held_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "held_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
