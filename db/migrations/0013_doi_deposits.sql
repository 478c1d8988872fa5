CREATE TABLE "doi_deposit_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"doi" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "doi_deposit_records_status_check" CHECK ("doi_deposit_records"."status" in ('pending','success','failure','warning'))
);
--> statement-breakpoint
CREATE TABLE "doi_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"scope" text NOT NULL,
	"paper_id" integer,
	"issue_id" integer,
	"submitted_by_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "doi_deposits_scope_check" CHECK ("doi_deposits"."scope" in ('paper','issue'))
);
--> statement-breakpoint
ALTER TABLE "doi_deposit_records" ADD CONSTRAINT "doi_deposit_records_deposit_id_doi_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."doi_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_deposit_records" ADD CONSTRAINT "doi_deposit_records_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_deposits" ADD CONSTRAINT "doi_deposits_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_deposits" ADD CONSTRAINT "doi_deposits_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_deposits" ADD CONSTRAINT "doi_deposits_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doi_deposit_records_deposit_idx" ON "doi_deposit_records" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "doi_deposit_records_paper_idx" ON "doi_deposit_records" USING btree ("paper_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "doi_deposits_batch_id_key" ON "doi_deposits" USING btree ("batch_id");