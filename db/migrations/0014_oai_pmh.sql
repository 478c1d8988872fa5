ALTER TABLE "papers" ADD COLUMN "metadata_modified_at" timestamp with time zone DEFAULT date_trunc('second', now()) NOT NULL;--> statement-breakpoint
CREATE INDEX "papers_metadata_modified_idx" ON "papers" USING btree ("metadata_modified_at","id");--> statement-breakpoint
-- The OAI-PMH datestamp (decision 0056): when what the public side shows of a paper last changed,
-- in whole seconds (the repository's granularity). Kept here, by triggers, so that every write path
-- (services, the admin's edits, a category renamed, an issue renumbered) moves it.
UPDATE "papers" SET "metadata_modified_at" = date_trunc('second', "updated_at");--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_metadata_modified_whole_seconds" CHECK (mod(extract(epoch from "papers"."metadata_modified_at"), 1) = 0);--> statement-breakpoint
CREATE FUNCTION jals_papers_metadata_modified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets the datestamp itself is left alone; otherwise any public fact moves it.
  IF NEW.metadata_modified_at IS NOT DISTINCT FROM OLD.metadata_modified_at
     AND (NEW.title, NEW.abstract, NEW.keywords, NEW.category, NEW.status, NEW.issue_id, NEW.special_issue_id, NEW.pages,
          NEW.doi, NEW.author_names, NEW.published_at, NEW.article_type, NEW.funding_info, NEW.acknowledgments,
          NEW.ethics_statement, NEW.conflict_of_interest, NEW.manuscript_file_id, NEW.galley_file_id)
     IS DISTINCT FROM
         (OLD.title, OLD.abstract, OLD.keywords, OLD.category, OLD.status, OLD.issue_id, OLD.special_issue_id, OLD.pages,
          OLD.doi, OLD.author_names, OLD.published_at, OLD.article_type, OLD.funding_info, OLD.acknowledgments,
          OLD.ethics_statement, OLD.conflict_of_interest, OLD.manuscript_file_id, OLD.galley_file_id)
  THEN
    NEW.metadata_modified_at := date_trunc('second', now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER papers_metadata_modified BEFORE UPDATE ON "papers" FOR EACH ROW EXECUTE FUNCTION jals_papers_metadata_modified();
--> statement-breakpoint
-- Authors (names, order, affiliations, ORCID iDs): one UPDATE per statement, however many rows it wrote.
CREATE FUNCTION jals_paper_authors_metadata_modified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "papers" SET "metadata_modified_at" = date_trunc('second', now())
  WHERE "id" IN (SELECT "paper_id" FROM changed_rows) AND "metadata_modified_at" <> date_trunc('second', now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER paper_authors_inserted_metadata_modified AFTER INSERT ON "paper_authors" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_metadata_modified();
--> statement-breakpoint
CREATE TRIGGER paper_authors_updated_metadata_modified AFTER UPDATE ON "paper_authors" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_metadata_modified();
--> statement-breakpoint
CREATE TRIGGER paper_authors_deleted_metadata_modified AFTER DELETE ON "paper_authors" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jals_paper_authors_metadata_modified();
--> statement-breakpoint
-- An issue's volume, number, year, title, date or publication is part of its papers' records.
CREATE FUNCTION jals_issue_papers_metadata_modified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "papers" SET "metadata_modified_at" = date_trunc('second', now())
  WHERE "issue_id" = NEW.id AND "metadata_modified_at" <> date_trunc('second', now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_issues_metadata_modified AFTER UPDATE ON "journal_issues" FOR EACH ROW
  WHEN ((OLD.volume, OLD.number, OLD.year, OLD.title, OLD.publication_date, OLD.is_published) IS DISTINCT FROM (NEW.volume, NEW.number, NEW.year, NEW.title, NEW.publication_date, NEW.is_published))
  EXECUTE FUNCTION jals_issue_papers_metadata_modified();
