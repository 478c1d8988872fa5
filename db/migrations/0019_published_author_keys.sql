CREATE TABLE "published_author_keys" (
	"author_key" text PRIMARY KEY NOT NULL,
	"papers" integer NOT NULL
);
--> statement-breakpoint
-- The distinct authors of the published papers (issue 17): /current-publications counted every
-- author of every published paper at each render (2.4 s at 100,000 papers). Each published paper
-- adds one to each of its authors' rows here (an author: the address in lower case, else the name),
-- and a row whose count falls to nothing goes; the number of rows is the number of authors.
CREATE FUNCTION jals_count_author_keys(keys text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Keys in order, so two transactions publishing papers by the same authors never deadlock.
  INSERT INTO "published_author_keys" ("author_key", "papers")
  SELECT changed.author_key, changed.delta FROM unnest(keys, deltas) AS changed(author_key, delta)
  ON CONFLICT ("author_key") DO UPDATE SET "papers" = "published_author_keys"."papers" + excluded."papers";
  DELETE FROM "published_author_keys" WHERE "author_key" = ANY(keys) AND "papers" <= 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION jals_author_key(email text, name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(nullif(email, ''), name))
$$;
--> statement-breakpoint
CREATE FUNCTION jals_paper_authors_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jals_count_author_keys(array_agg(changed.author_key ORDER BY changed.author_key), array_agg(changed.delta ORDER BY changed.author_key))
  FROM (SELECT jals_author_key(a."email", a."name") AS author_key, count(*)::int AS delta
        FROM added a JOIN "papers" p ON p."id" = a."paper_id" WHERE p."status" = 'PUBLISHED' GROUP BY 1) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A paper deleted with its authors is gone already here: papers_published_deleted counted it.
CREATE FUNCTION jals_paper_authors_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jals_count_author_keys(array_agg(changed.author_key ORDER BY changed.author_key), array_agg(changed.delta ORDER BY changed.author_key))
  FROM (SELECT jals_author_key(r."email", r."name") AS author_key, -count(*)::int AS delta
        FROM removed r JOIN "papers" p ON p."id" = r."paper_id" WHERE p."status" = 'PUBLISHED' GROUP BY 1) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION jals_paper_authors_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jals_count_author_keys(array_agg(changed.author_key ORDER BY changed.author_key), array_agg(changed.delta ORDER BY changed.author_key))
  FROM (SELECT both_sides.author_key, sum(both_sides.delta)::int AS delta
        FROM (SELECT jals_author_key(a."email", a."name") AS author_key, 1 AS delta FROM added a JOIN "papers" p ON p."id" = a."paper_id" WHERE p."status" = 'PUBLISHED'
              UNION ALL
              SELECT jals_author_key(r."email", r."name"), -1 FROM removed r JOIN "papers" p ON p."id" = r."paper_id" WHERE p."status" = 'PUBLISHED') AS both_sides
        GROUP BY 1 HAVING sum(both_sides.delta) <> 0) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A paper published (+1 for each of its authors), unpublished or deleted while published (−1).
CREATE FUNCTION jals_papers_publication_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paper integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
  direction integer := CASE WHEN TG_OP = 'UPDATE' AND NEW."status" = 'PUBLISHED' THEN 1 ELSE -1 END;
BEGIN
  PERFORM jals_count_author_keys(array_agg(changed.author_key ORDER BY changed.author_key), array_agg(changed.delta ORDER BY changed.author_key))
  FROM (SELECT jals_author_key("email", "name") AS author_key, direction * count(*)::int AS delta
        FROM "paper_authors" WHERE "paper_id" = paper GROUP BY 1) AS changed;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER paper_authors_inserted AFTER INSERT ON "paper_authors" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_inserted();
--> statement-breakpoint
CREATE TRIGGER paper_authors_deleted AFTER DELETE ON "paper_authors" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_deleted();
--> statement-breakpoint
CREATE TRIGGER paper_authors_updated AFTER UPDATE ON "paper_authors" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_updated();
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
INSERT INTO "published_author_keys" ("author_key", "papers")
SELECT jals_author_key(a."email", a."name"), count(*)::int
FROM "paper_authors" a JOIN "papers" p ON p."id" = a."paper_id" WHERE p."status" = 'PUBLISHED'
GROUP BY 1;
