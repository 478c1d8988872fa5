CREATE TABLE "published_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"articles" integer DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "published_totals_one_row" CHECK ("published_totals"."id" = 1)
);
--> statement-breakpoint
-- The published papers' figures of /current-publications (issue 17, decision 0075): how many papers
-- are published and the sum of their downloads were counted over every published paper at each
-- render (tens of milliseconds at 100,000 papers). Every change to papers (one inserted, published,
-- unpublished, downloaded or deleted; seeding and imports by the statement) moves this row by what
-- it changed: the published rows it adds, less the published rows it takes away.
CREATE FUNCTION jals_papers_published_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  more_articles bigint := 0;
  more_downloads bigint := 0;
  counted bigint;
  summed bigint;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*), coalesce(sum(a."download_count"), 0) INTO counted, summed FROM added a WHERE a."status" = 'PUBLISHED';
    more_articles := more_articles + counted;
    more_downloads := more_downloads + summed;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT count(*), coalesce(sum(r."download_count"), 0) INTO counted, summed FROM removed r WHERE r."status" = 'PUBLISHED';
    more_articles := more_articles - counted;
    more_downloads := more_downloads - summed;
  END IF;
  -- A view (the most frequent change to papers) moves neither figure: no write.
  IF more_articles <> 0 OR more_downloads <> 0 THEN
    UPDATE "published_totals" SET "articles" = "published_totals"."articles" + more_articles, "downloads" = "published_totals"."downloads" + more_downloads
    WHERE "published_totals"."id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER papers_published_totals_inserted AFTER INSERT ON "papers" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_papers_published_totals();
--> statement-breakpoint
CREATE TRIGGER papers_published_totals_deleted AFTER DELETE ON "papers" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION jals_papers_published_totals();
--> statement-breakpoint
CREATE TRIGGER papers_published_totals_updated AFTER UPDATE ON "papers" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_papers_published_totals();
--> statement-breakpoint
-- The papers published so far.
INSERT INTO "published_totals" ("id", "articles", "downloads")
SELECT 1, count(*), coalesce(sum("download_count"), 0) FROM "papers" WHERE "status" = 'PUBLISHED';
