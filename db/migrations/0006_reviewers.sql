CREATE TABLE "review_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"expertise" text NOT NULL,
	"qualifications" text NOT NULL,
	"publications" text,
	"motivation" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"institution" text NOT NULL,
	"unavailable_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_versions" ADD COLUMN "reviewer_copy_file_id" integer;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "suggested_reviewer_name" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "suggested_reviewer_email" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "conflict_override" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "competing_interests" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "annotated_file_id" integer;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "rated_by_id" integer;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_applications" ADD CONSTRAINT "reviewer_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_applications" ADD CONSTRAINT "reviewer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_profiles" ADD CONSTRAINT "reviewer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reminders_assignment_kind_time_key" ON "review_reminders" USING btree ("assignment_id","kind","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_applications_open_email_key" ON "reviewer_applications" USING btree (lower("email")) WHERE "reviewer_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reviewer_applications_status_idx" ON "reviewer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviewer_profiles_active_idx" ON "reviewer_profiles" USING btree ("active");--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_reviewer_copy_file_id_stored_files_id_fk" FOREIGN KEY ("reviewer_copy_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_annotated_file_id_stored_files_id_fk" FOREIGN KEY ("annotated_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_rated_by_id_users_id_fk" FOREIGN KEY ("rated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_invitation_token_key" ON "review_assignments" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "review_assignments_next_reminder_idx" ON "review_assignments" USING btree ("next_reminder_at") WHERE "review_assignments"."next_reminder_at" is not null;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_rating_check" CHECK ("review_assignments"."rating" is null or "review_assignments"."rating" between 1 and 5);--> statement-breakpoint
-- Every reviewer account so far joins the pool (decision 0041), with its research interests as expertise.
INSERT INTO "reviewer_profiles" ("user_id", "expertise", "institution") SELECT "id", "research_interests", "institution" FROM "users" WHERE "role" = 'REVIEWER' ON CONFLICT DO NOTHING;
