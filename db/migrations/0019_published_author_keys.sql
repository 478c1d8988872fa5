CREATE TABLE "published_author_keys" (
	"author_key" text PRIMARY KEY NOT NULL,
	"papers" integer NOT NULL
);
--> statement-breakpoint
-- The distinct authors of the published papers (issue 17): /current-publications counted every
-- author of every published paper at each render (2.4 s at 100,000 papers). Each published paper
-- adds one to each of its authors' rows here (an author: the address in lower case, else the name),
-- and a row whose count falls to nothing goes; the number of rows is the number of authors.
--
-- Author rows (paper, address, name) counted up (delta 1) or down (-1): those of published papers,
-- or, with any_status, whatever their paper's status (a paper being published or unpublished now).
CREATE FUNCTION jals_count_authors(paper_ids integer[], emails text[], names text[], delta integer, any_status boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  counts integer[];
BEGIN
  -- Keys in order, so two transactions publishing papers by the same authors never deadlock.
  SELECT array_agg(changed.author_key ORDER BY changed.author_key), array_agg(changed.papers ORDER BY changed.author_key) INTO keys, counts
  FROM (SELECT lower(coalesce(nullif(a.email, ''), a.name)) AS author_key, delta * count(*)::int AS papers
        FROM unnest(paper_ids, emails, names) AS a(paper_id, email, name)
        WHERE any_status OR EXISTS (SELECT 1 FROM "papers" p WHERE p."id" = a.paper_id AND p."status" = 'PUBLISHED')
        GROUP BY 1) AS changed;
  IF keys IS NULL THEN RETURN; END IF;
  INSERT INTO "published_author_keys" ("author_key", "papers")
  SELECT changed.author_key, changed.papers FROM unnest(keys, counts) AS changed(author_key, papers)
  ON CONFLICT ("author_key") DO UPDATE SET "papers" = "published_author_keys"."papers" + excluded."papers";
  DELETE FROM "published_author_keys" WHERE "author_key" = ANY(keys) AND "papers" <= 0;
END
$$;
--> statement-breakpoint
-- Authors added, removed or corrected (an update: the old rows down, the new ones up). A paper
-- deleted with its authors is gone already when they are removed: papers_published_deleted counted it.
CREATE FUNCTION jals_paper_authors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM jals_count_authors(array_agg(r."paper_id"), array_agg(r."email"), array_agg(r."name"), -1, false) FROM removed r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM jals_count_authors(array_agg(a."paper_id"), array_agg(a."email"), array_agg(a."name"), 1, false) FROM added a;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A paper published (+1 for each of its authors), unpublished or deleted while published (−1).
CREATE FUNCTION jals_papers_publication_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM jals_count_authors(array_agg("paper_id"), array_agg("email"), array_agg("name"), -1, true) FROM "paper_authors" WHERE "paper_id" = OLD."id";
    RETURN OLD;
  END IF;
  PERFORM jals_count_authors(array_agg("paper_id"), array_agg("email"), array_agg("name"), CASE WHEN NEW."status" = 'PUBLISHED' THEN 1 ELSE -1 END, true)
  FROM "paper_authors" WHERE "paper_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER paper_authors_inserted AFTER INSERT ON "paper_authors" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_changed();
--> statement-breakpoint
CREATE TRIGGER paper_authors_deleted AFTER DELETE ON "paper_authors" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_changed();
--> statement-breakpoint
CREATE TRIGGER paper_authors_updated AFTER UPDATE ON "paper_authors" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_changed();
--> statement-breakpoint
CREATE TRIGGER papers_publication_changed AFTER UPDATE OF "status" ON "papers" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND (OLD."status" = 'PUBLISHED' OR NEW."status" = 'PUBLISHED'))
  EXECUTE FUNCTION jals_papers_publication_changed();
--> statement-breakpoint
-- Before the delete, while the paper's authors are still there (the cascade removes them after).
CREATE TRIGGER papers_published_deleted BEFORE DELETE ON "papers" FOR EACH ROW WHEN (OLD."status" = 'PUBLISHED')
  EXECUTE FUNCTION jals_papers_publication_changed();
--> statement-breakpoint
-- The authors of the papers published so far.
SELECT jals_count_authors(array_agg("paper_id"), array_agg("email"), array_agg("name"), 1, false) FROM "paper_authors";
