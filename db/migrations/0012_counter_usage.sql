CREATE TABLE "usage_session_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "usage_events_paper_idx";--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE INDEX "usage_events_at_idx" ON "usage_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "usage_events_paper_at_idx" ON "usage_events" USING btree ("paper_id","at");--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_kind_check" CHECK ("usage_events"."kind" in ('view', 'download'));--> statement-breakpoint
-- Decision 0059: papers.download_count is the Total_Item_Requests of the events, kept with them.
UPDATE "papers" SET "download_count" = (SELECT count(*)::int FROM "usage_events" WHERE "usage_events"."paper_id" = "papers"."id" AND "usage_events"."kind" = 'download');
