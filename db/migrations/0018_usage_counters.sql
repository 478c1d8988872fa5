CREATE TABLE "usage_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_totals_one_row" CHECK ("usage_totals"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "papers_issue_idx";--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "papers_issue_status_idx" ON "papers" USING btree ("issue_id","status");
--> statement-breakpoint
-- The counters follow the events (issue 17): every write path (a reader's view or download, past usage
-- brought in, bulk seeding, a paper deleted with its events) keeps papers.view_count,
-- papers.download_count and the journal's totals in step, one statement at a time.
CREATE FUNCTION jals_usage_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "papers" SET "view_count" = "papers"."view_count" + changed.views, "download_count" = "papers"."download_count" + changed.downloads
  FROM (SELECT "paper_id", count(*) FILTER (WHERE "kind" = 'view')::int AS views, count(*) FILTER (WHERE "kind" = 'download')::int AS downloads
        FROM added GROUP BY "paper_id") AS changed
  WHERE "papers"."id" = changed."paper_id";
  UPDATE "usage_totals" SET "views" = "usage_totals"."views" + changed.views, "downloads" = "usage_totals"."downloads" + changed.downloads
  FROM (SELECT count(*) FILTER (WHERE "kind" = 'view') AS views, count(*) FILTER (WHERE "kind" = 'download') AS downloads FROM added) AS changed
  WHERE "usage_totals"."id" = 1 AND changed.views + changed.downloads > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION jals_usage_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A paper deleted with its events is gone already; events deleted on their own lower its counters.
  UPDATE "papers" SET "view_count" = greatest("papers"."view_count" - changed.views, 0), "download_count" = greatest("papers"."download_count" - changed.downloads, 0)
  FROM (SELECT "paper_id", count(*) FILTER (WHERE "kind" = 'view')::int AS views, count(*) FILTER (WHERE "kind" = 'download')::int AS downloads
        FROM removed GROUP BY "paper_id") AS changed
  WHERE "papers"."id" = changed."paper_id";
  UPDATE "usage_totals" SET "views" = "usage_totals"."views" - changed.views, "downloads" = "usage_totals"."downloads" - changed.downloads
  FROM (SELECT count(*) FILTER (WHERE "kind" = 'view') AS views, count(*) FILTER (WHERE "kind" = 'download') AS downloads FROM removed) AS changed
  WHERE "usage_totals"."id" = 1 AND changed.views + changed.downloads > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER usage_events_inserted AFTER INSERT ON "usage_events" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION jals_usage_events_inserted();
--> statement-breakpoint
CREATE TRIGGER usage_events_deleted AFTER DELETE ON "usage_events" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION jals_usage_events_deleted();
--> statement-breakpoint
-- The counters of the events recorded so far.
UPDATE "papers" SET "view_count" = counted.views
FROM (SELECT "paper_id", count(*)::int AS views FROM "usage_events" WHERE "kind" = 'view' GROUP BY "paper_id") AS counted
WHERE "papers"."id" = counted."paper_id";
--> statement-breakpoint
INSERT INTO "usage_totals" ("id", "views", "downloads")
SELECT 1, count(*) FILTER (WHERE "kind" = 'view'), count(*) FILTER (WHERE "kind" = 'download') FROM "usage_events";
