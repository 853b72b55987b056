CREATE TABLE "item_public_texts" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"rules" varchar(32) NOT NULL,
	"source" varchar(64) NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_public_texts" ADD CONSTRAINT "item_public_texts_item_id_lost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept public texts go with the words they were made from (docs/decisions/0283): a row is never
-- used once its words changed (its source hash no longer matches), and these triggers also remove
-- it at once, so words erased from an item or a name (account deletion) do not stay here.
CREATE FUNCTION item_public_texts_forget_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_public_texts WHERE item_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_public_texts_item_words AFTER UPDATE OF title, description, near_location, verification_question_1, verification_question_2, verification_question_3, category_id, finder_id ON lost_items
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.near_location IS DISTINCT FROM NEW.near_location
    OR OLD.verification_question_1 IS DISTINCT FROM NEW.verification_question_1
    OR OLD.verification_question_2 IS DISTINCT FROM NEW.verification_question_2
    OR OLD.verification_question_3 IS DISTINCT FROM NEW.verification_question_3
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.finder_id IS DISTINCT FROM NEW.finder_id)
  EXECUTE FUNCTION item_public_texts_forget_item();
--> statement-breakpoint
CREATE FUNCTION item_public_texts_forget_finder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_public_texts WHERE item_id IN (SELECT id FROM lost_items WHERE finder_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_public_texts_finder_name AFTER UPDATE OF first_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION item_public_texts_forget_finder();
