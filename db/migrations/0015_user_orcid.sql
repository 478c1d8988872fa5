ALTER TABLE "users" ADD COLUMN "orcid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orcid_authenticated_at" timestamp with time zone;