CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"name" text PRIMARY KEY NOT NULL,
	"display_order" integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"volume" integer NOT NULL,
	"number" integer NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publication_date" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"cover_image_url" text,
	"pdf_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_issues_volume_check" CHECK ("journal_issues"."volume" >= 1),
	CONSTRAINT "journal_issues_number_check" CHECK ("journal_issues"."number" >= 1),
	CONSTRAINT "journal_issues_year_check" CHECK ("journal_issues"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "special_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"deadline" date,
	"expected_publication" text,
	"guest_editors" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_articles" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_issues_status_check" CHECK ("special_issues"."status" in ('open','closed','planning','review')),
	CONSTRAINT "special_issues_max_articles_check" CHECK ("special_issues"."max_articles" >= 1)
);
--> statement-breakpoint
CREATE TABLE "paper_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"affiliation" text NOT NULL,
	"orcid" text,
	"is_primary_contact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"version" integer NOT NULL,
	"manuscript_file_id" integer,
	"metadata" jsonb NOT NULL,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitter_id" integer,
	"issue_id" integer,
	"special_issue_id" integer,
	"pages" text,
	"doi" text,
	"funding_info" text,
	"cover_letter" text,
	"ethics_statement" text,
	"conflict_of_interest" text,
	"acknowledgments" text,
	"manuscript_file_id" integer,
	"current_version" integer DEFAULT 1 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"citation_count" integer DEFAULT 0 NOT NULL,
	"author_names" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, jals_text_array_to_string(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(author_names, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C')) STORED,
	CONSTRAINT "papers_status_check" CHECK ("papers"."status" in ('SUBMITTED','UNDER_REVIEW','REVISIONS_REQUIRED','ACCEPTED','PUBLISHED','REJECTED','WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"due_at" timestamp with time zone,
	"recommendation" text,
	"comments_to_author" text,
	"confidential_comments" text,
	"assigned_by_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text,
	"author" text NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" in ('high','normal','low'))
);
--> statement-breakpoint
CREATE TABLE "editorial_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"position" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"board_type" text DEFAULT 'EDITORIAL_BOARD' NOT NULL,
	"affiliation" text NOT NULL,
	"department" text,
	"institution" text,
	"specialization" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"bio" text,
	"photo_url" text,
	"display_order" integer DEFAULT 999 NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_members_role_check" CHECK ("editorial_members"."role" in ('chief_editor','deputy_editor','managing_editor','associate_editor','member')),
	CONSTRAINT "editorial_members_display_order_check" CHECK ("editorial_members"."display_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_authors" ADD CONSTRAINT "paper_authors_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_events" ADD CONSTRAINT "paper_events_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_events" ADD CONSTRAINT "paper_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_manuscript_file_id_stored_files_id_fk" FOREIGN KEY ("manuscript_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_special_issue_id_special_issues_id_fk" FOREIGN KEY ("special_issue_id") REFERENCES "public"."special_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_manuscript_file_id_stored_files_id_fk" FOREIGN KEY ("manuscript_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_sha256_idx" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_issues_volume_number_key" ON "journal_issues" USING btree ("volume","number");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_authors_paper_position_key" ON "paper_authors" USING btree ("paper_id","position");--> statement-breakpoint
CREATE INDEX "paper_authors_email_idx" ON "paper_authors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "paper_events_paper_idx" ON "paper_events" USING btree ("paper_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_versions_paper_version_key" ON "paper_versions" USING btree ("paper_id","version");--> statement-breakpoint
CREATE INDEX "papers_status_published_idx" ON "papers" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "papers_issue_idx" ON "papers" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "papers_special_issue_idx" ON "papers" USING btree ("special_issue_id");--> statement-breakpoint
CREATE INDEX "papers_submitter_idx" ON "papers" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "papers_category_idx" ON "papers" USING btree ("category");--> statement-breakpoint
CREATE INDEX "papers_search_idx" ON "papers" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_paper_reviewer_key" ON "review_assignments" USING btree ("paper_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "usage_events_paper_idx" ON "usage_events" USING btree ("paper_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));