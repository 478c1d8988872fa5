-- The editors' submissions table at 10,000 papers (issue 13 bench; decision 0040).
-- pg_trgm (a contrib extension PostgreSQL trusts: a database owner may create it; PGlite loads it in
-- db/client.ts) lets "part of the title or of an author's name" (ILIKE '%…%') read an index.
-- A small pending list (256 kB, default 4 MB): inserts stay batched, and a search never scans much
-- of it, also on PGlite, where no autovacuum empties it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "papers_title_trgm_idx" ON "papers" USING gin ("title" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "papers_author_names_trgm_idx" ON "papers" USING gin ("author_names" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- Sorted by title, a page reads the index instead of sorting every paper.
CREATE INDEX "papers_title_order_idx" ON "papers" USING btree (lower("title"),"id");--> statement-breakpoint
-- The co-author test of "papers this actor may see" compares lower(trim(email)): the index on
-- lower(email) served no query, and authors' lists read every paper_authors row.
DROP INDEX "paper_authors_email_idx";--> statement-breakpoint
CREATE INDEX "paper_authors_email_idx" ON "paper_authors" USING btree (lower(trim("email")));
