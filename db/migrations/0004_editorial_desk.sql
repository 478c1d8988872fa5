CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"decision_id" integer NOT NULL,
	"appellant_id" integer,
	"reasons" text NOT NULL,
	"file_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome_letter" text,
	"reversed_to" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"round" integer NOT NULL,
	"decision" text NOT NULL,
	"editor_id" integer,
	"letter" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "review_assignments_paper_reviewer_key";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "paper_events" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "handling_editor_id" integer;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "review_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "galley_file_id" integer;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_editorial_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."editorial_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_appellant_id_users_id_fk" FOREIGN KEY ("appellant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_key" ON "appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "editorial_decisions_paper_idx" ON "editorial_decisions" USING btree ("paper_id","created_at");--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_handling_editor_id_users_id_fk" FOREIGN KEY ("handling_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_galley_file_id_stored_files_id_fk" FOREIGN KEY ("galley_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papers_handling_editor_idx" ON "papers" USING btree ("handling_editor_id");--> statement-breakpoint
CREATE INDEX "papers_submitted_at_idx" ON "papers" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "papers_updated_at_idx" ON "papers" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_doi_key" ON "papers" USING btree (lower("doi"));--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_paper_round_reviewer_key" ON "review_assignments" USING btree ("paper_id","round","reviewer_id");--> statement-breakpoint
-- Papers that were sent to review before rounds existed are in round 1 (decision 0034).
UPDATE "papers" SET "review_round" = 1 WHERE EXISTS (SELECT 1 FROM "review_assignments" ra WHERE ra."paper_id" = "papers"."id");--> statement-breakpoint
-- Decisions recorded only as status changes become decisions, so their reviews reach the authors as before (decision 0035).
INSERT INTO "editorial_decisions" ("paper_id", "round", "decision", "editor_id", "letter", "from_status", "to_status", "created_at")
SELECT e."paper_id", CASE WHEN e."from_status" = 'SUBMITTED' THEN 0 ELSE 1 END,
       CASE e."to_status" WHEN 'ACCEPTED' THEN 'accept' WHEN 'REJECTED' THEN 'reject' ELSE 'major_revision' END,
       e."actor_id", coalesce(e."comments", ''), e."from_status", e."to_status", e."created_at"
FROM "paper_events" e
WHERE e."kind" = 'status_changed' AND e."to_status" IN ('ACCEPTED', 'REJECTED', 'REVISIONS_REQUIRED') AND e."from_status" IS NOT NULL;
