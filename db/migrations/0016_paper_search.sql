CREATE TABLE "paper_search" (
	"paper_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"category" text NOT NULL,
	"author_names" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"rank_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "papers_search_idx";--> statement-breakpoint
ALTER TABLE "paper_search" ADD CONSTRAINT "paper_search_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_search_vector_idx" ON "paper_search" USING gin ("search_vector") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "paper_search_newest_idx" ON "paper_search" USING btree ("published_at" DESC NULLS FIRST,"paper_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "paper_search_category_newest_idx" ON "paper_search" USING btree ("category","published_at" DESC NULLS FIRST,"paper_id" DESC NULLS FIRST);
--> statement-breakpoint
-- Decision 0065: the row stays narrow. The full vector (about 1 KB) goes out of line, uncompressed
-- (it only feeds the GIN index and the rechecks of phrase and weighted queries); the rank vector and
-- the author names stay in the row (MAIN), so ranking 10,000 matches reads a few megabytes.
ALTER TABLE "paper_search" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "paper_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "paper_search" ALTER COLUMN "rank_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "paper_search" ALTER COLUMN "author_names" SET STORAGE MAIN;--> statement-breakpoint
-- What ranks (DESIGN.md "Search", decision 0017's weights): the title A, keywords and authors B; the
-- same words at the same positions as papers.search_vector, without the abstract.
CREATE FUNCTION jals_paper_rank_vector(title text, keywords text[], author_names text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, jals_text_array_to_string(keywords)), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(author_names, '')), 'B');--> statement-breakpoint
-- Kept by triggers, so every write path (services, the admin's edits, a category renamed, bulk
-- seeding) keeps the search in step: a published paper has its row, any other has none.
CREATE FUNCTION jals_paper_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "paper_search" ("paper_id", "published_at", "category", "author_names", "search_vector", "rank_vector")
  SELECT "id", "published_at", "category", "author_names", "search_vector", jals_paper_rank_vector("title", "keywords", "author_names")
  FROM inserted_rows WHERE "status" = 'PUBLISHED';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER papers_search_inserted AFTER INSERT ON "papers" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_search_inserted();
--> statement-breakpoint
CREATE FUNCTION jals_paper_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PUBLISHED' THEN
    INSERT INTO "paper_search" ("paper_id", "published_at", "category", "author_names", "search_vector", "rank_vector")
    VALUES (NEW.id, NEW.published_at, NEW.category, NEW.author_names, NEW.search_vector, jals_paper_rank_vector(NEW.title, NEW.keywords, NEW.author_names))
    ON CONFLICT ("paper_id") DO UPDATE SET
      "published_at" = EXCLUDED."published_at", "category" = EXCLUDED."category", "author_names" = EXCLUDED."author_names",
      "search_vector" = EXCLUDED."search_vector", "rank_vector" = EXCLUDED."rank_vector";
  ELSE
    DELETE FROM "paper_search" WHERE "paper_id" = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counters (downloads, citations) and workflow columns change often and leave the search alone.
CREATE TRIGGER papers_search_updated AFTER UPDATE ON "papers" FOR EACH ROW
  WHEN ((OLD.status, OLD.published_at, OLD.category, OLD.title, OLD.keywords, OLD.author_names, OLD.abstract)
    IS DISTINCT FROM (NEW.status, NEW.published_at, NEW.category, NEW.title, NEW.keywords, NEW.author_names, NEW.abstract))
  EXECUTE FUNCTION jals_paper_search_updated();
--> statement-breakpoint
INSERT INTO "paper_search" ("paper_id", "published_at", "category", "author_names", "search_vector", "rank_vector")
SELECT "id", "published_at", "category", "author_names", "search_vector", jals_paper_rank_vector("title", "keywords", "author_names")
FROM "papers" WHERE "status" = 'PUBLISHED';
