CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_length_start_idx" ON "search_words" USING btree (length("word"),"word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_length_end_idx" ON "search_words" USING btree (length("word"),reverse("word") text_pattern_ops);--> statement-breakpoint
-- The catalogue's words, counted over visible items (not hidden, not removed), kept in the same
-- transaction as every item write by the statement triggers below (docs/decisions/0236). One
-- statement's changes are summed first, so a bulk insert is one upsert per distinct word; rows are
-- upserted in word order, so two writers lock shared words in the same order and never deadlock.
CREATE FUNCTION "count_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  -- PL/pgSQL plans a statement when it first runs it: each branch names only the transition
  -- tables its own trigger has.
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (
      INSERT INTO "search_words" AS s ("word", "items")
      SELECT w, count(*) FROM new_rows n, unnest(tsvector_to_array(n."search_vector")) w
      WHERE NOT n."is_hidden" AND n."status" <> 'removed' GROUP BY w ORDER BY w
      ON CONFLICT ("word") DO UPDATE SET "items" = s."items" + excluded."items"
      RETURNING s."word", s."items"
    ) SELECT array_agg("word") INTO emptied FROM changed WHERE "items" <= 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      INSERT INTO "search_words" AS s ("word", "items")
      SELECT w, -count(*) FROM old_rows o, unnest(tsvector_to_array(o."search_vector")) w
      WHERE NOT o."is_hidden" AND o."status" <> 'removed' GROUP BY w ORDER BY w
      ON CONFLICT ("word") DO UPDATE SET "items" = s."items" + excluded."items"
      RETURNING s."word", s."items"
    ) SELECT array_agg("word") INTO emptied FROM changed WHERE "items" <= 0;
  ELSE
    WITH delta AS (
      SELECT w, sum(d)::int AS d FROM (
        SELECT w, 1 AS d FROM new_rows n, unnest(tsvector_to_array(n."search_vector")) w
        WHERE NOT n."is_hidden" AND n."status" <> 'removed'
        UNION ALL
        SELECT w, -1 FROM old_rows o, unnest(tsvector_to_array(o."search_vector")) w
        WHERE NOT o."is_hidden" AND o."status" <> 'removed'
      ) one GROUP BY w HAVING sum(d) <> 0
    ), changed AS (
      INSERT INTO "search_words" AS s ("word", "items")
      SELECT w, d FROM delta ORDER BY w
      ON CONFLICT ("word") DO UPDATE SET "items" = s."items" + excluded."items"
      RETURNING s."word", s."items"
    ) SELECT array_agg("word") INTO emptied FROM changed WHERE "items" <= 0;
  END IF;
  -- A word no visible item holds any more is no correction to offer.
  IF emptied IS NOT NULL THEN
    DELETE FROM "search_words" WHERE "word" = ANY (emptied) AND "items" <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lost_items_search_words_inserted" AFTER INSERT ON "lost_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "lost_items_search_words_updated" AFTER UPDATE ON "lost_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "lost_items_search_words_deleted" AFTER DELETE ON "lost_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE FUNCTION "empty_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_words";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lost_items_search_words_truncated" AFTER TRUNCATE ON "lost_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "empty_search_words"();
--> statement-breakpoint
-- The items already listed.
INSERT INTO "search_words" ("word", "items")
SELECT w, count(*) FROM "lost_items" i, unnest(tsvector_to_array(i."search_vector")) w
WHERE NOT i."is_hidden" AND i."status" <> 'removed' GROUP BY w;
