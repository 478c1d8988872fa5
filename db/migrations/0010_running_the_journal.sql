CREATE TABLE "page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_slug" text NOT NULL,
	"markdown" text NOT NULL,
	"author_id" integer,
	"restored_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"toc" jsonb NOT NULL,
	"revision_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"paper_id" integer,
	"paper_title" text NOT NULL,
	"billed_to_name" text NOT NULL,
	"billed_to_email" text NOT NULL,
	"billed_to_affiliation" text,
	"article_type" text NOT NULL,
	"fee_tier" text NOT NULL,
	"extras" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"waived_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"payment_date" date,
	"payment_recorded_at" timestamp with time zone,
	"payment_recorded_by_id" integer,
	"waiver_kind" text,
	"waiver_reason" text,
	"waived_at" timestamp with time zone,
	"waived_by_id" integer,
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('issued','paid','waived'))
);
--> statement-breakpoint
CREATE TABLE "waiver_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
ALTER TABLE "journal_issues" ADD COLUMN "cover_file_id" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD COLUMN "cover_height" integer;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "article_type" text DEFAULT 'original-research' NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "fee_tier" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "checklist_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "licence_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_page_slug_pages_slug_fk" FOREIGN KEY ("page_slug") REFERENCES "public"."pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_recorded_by_id_users_id_fk" FOREIGN KEY ("payment_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_waived_by_id_users_id_fk" FOREIGN KEY ("waived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_requests" ADD CONSTRAINT "waiver_requests_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_requests" ADD CONSTRAINT "waiver_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_requests" ADD CONSTRAINT "waiver_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_revisions_page_idx" ON "page_revisions" USING btree ("page_slug","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_paper_key" ON "invoices" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "invoices_state_due_idx" ON "invoices" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "waiver_requests_paper_idx" ON "waiver_requests" USING btree ("paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_requests_one_pending_key" ON "waiver_requests" USING btree ("paper_id") WHERE "waiver_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "waiver_requests_state_idx" ON "waiver_requests" USING btree ("state","requested_at");--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD CONSTRAINT "editorial_members_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;