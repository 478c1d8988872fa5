ALTER TABLE "journal_issues" ADD COLUMN "cover_file_id" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD COLUMN "cover_height" integer;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_members" ADD CONSTRAINT "editorial_members_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;