CREATE TABLE "paper_search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"papers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_search_terms" (
	"lexeme" text NOT NULL,
	"rank" real NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"paper_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "paper_search_terms_rank_idx" ON "paper_search_terms" USING btree ("lexeme","rank" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"paper_id" DESC NULLS FIRST);--> statement-breakpoint
-- Decision 0068. What ranks a paper for a search (DESIGN.md "Search", decision 0017's weights
-- {D, C, B, A}: abstract 0.01, keywords and authors 0.1, title 1) on its rank vector (decision
-- 0065): the search orders by it and paper_search_terms stores it, so both rank alike.
CREATE FUNCTION jals_paper_rank(rank_vector tsvector, query tsquery) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ts_rank('{0.001, 0.01, 0.1, 1.0}'::float4[], rank_vector, query);--> statement-breakpoint
-- The search of one word: the lexeme as a query (tsvector's output quotes it as tsquery's input reads it).
CREATE FUNCTION jals_lexeme_query(lexeme text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY[lexeme])::text::tsquery;--> statement-breakpoint
-- The lexeme of a query that is one plain word ('soil', not 'soil' & 'water', !'soil', 'soil':* or
-- 'soil':A), else NULL: jals_lexeme_query gives that query back.
CREATE FUNCTION jals_single_lexeme(query tsquery) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE WHEN numnode(query) = 1 AND query::text LIKE '%''' THEN (tsvector_to_array(query::text::tsvector))[1] END;--> statement-breakpoint
-- Papers leaving the search (removed) and entering it (added): their words' rows in
-- paper_search_terms, and the counts of paper_search_lexemes, where the empty word (no lexeme is
-- empty) counts every published paper. The counts change in lexeme order, so two transactions
-- publishing at once wait for each other instead of deadlocking.
CREATE FUNCTION jals_paper_search_words(removed paper_search[], added paper_search[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM paper_search_terms t USING unnest(removed) r, unnest(r.rank_vector) w
  WHERE t.lexeme = w.lexeme AND t.rank = jals_paper_rank(r.rank_vector, jals_lexeme_query(w.lexeme))
    AND t.published_at = coalesce(r.published_at, 'infinity') AND t.paper_id = r.paper_id;
  INSERT INTO paper_search_terms (lexeme, rank, published_at, paper_id)
  SELECT w.lexeme, jals_paper_rank(a.rank_vector, jals_lexeme_query(w.lexeme)), coalesce(a.published_at, 'infinity'), a.paper_id
  FROM unnest(added) a, unnest(a.rank_vector) w;
  INSERT INTO paper_search_lexemes (lexeme, papers)
  SELECT lexeme, sum(change) FROM (
    SELECT w.lexeme, -1 AS change FROM unnest(removed) r, unnest(r.search_vector) w
    UNION ALL
    SELECT w.lexeme, 1 FROM unnest(added) a, unnest(a.search_vector) w
    UNION ALL
    SELECT '', -1 FROM unnest(removed)
    UNION ALL
    SELECT '', 1 FROM unnest(added)
  ) changes
  GROUP BY lexeme HAVING sum(change) <> 0 ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET papers = paper_search_lexemes.papers + excluded.papers;
$$;--> statement-breakpoint
CREATE FUNCTION jals_paper_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM jals_paper_search_words('{}', ARRAY(SELECT a::paper_search FROM added a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM jals_paper_search_words(ARRAY(SELECT r::paper_search FROM removed r), '{}');
  ELSE
    -- Only the papers whose words or date changed (a renamed category changes neither).
    PERFORM jals_paper_search_words(
      ARRAY(SELECT r::paper_search FROM removed r JOIN added a USING (paper_id)
        WHERE (r.published_at, r.search_vector, r.rank_vector) IS DISTINCT FROM (a.published_at, a.search_vector, a.rank_vector)),
      ARRAY(SELECT a::paper_search FROM removed r JOIN added a USING (paper_id)
        WHERE (r.published_at, r.search_vector, r.rank_vector) IS DISTINCT FROM (a.published_at, a.search_vector, a.rank_vector)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER paper_search_words_inserted AFTER INSERT ON "paper_search" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_search_changed();--> statement-breakpoint
CREATE TRIGGER paper_search_words_updated AFTER UPDATE ON "paper_search" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_search_changed();--> statement-breakpoint
CREATE TRIGGER paper_search_words_deleted AFTER DELETE ON "paper_search" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_search_changed();--> statement-breakpoint
-- The papers already published, a thousand at a time.
DO $$
DECLARE
  next_id integer := 0;
BEGIN
  LOOP
    SELECT min(paper_id) INTO next_id FROM "paper_search" WHERE paper_id >= next_id;
    EXIT WHEN next_id IS NULL;
    PERFORM jals_paper_search_words('{}', ARRAY(SELECT s FROM "paper_search" s WHERE paper_id >= next_id ORDER BY paper_id LIMIT 1000));
    SELECT max(paper_id) + 1 INTO next_id FROM (SELECT paper_id FROM "paper_search" WHERE paper_id >= next_id ORDER BY paper_id LIMIT 1000) batch;
  END LOOP;
END
$$;
