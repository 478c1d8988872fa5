-- The assignment modal's ranked list at 2,000 reviewers (issue 14 bench; decision 0041 "The ranked list
-- at scale"): each reviewer's load counts the open assignments only, read from an index of their own,
-- so the list does not slow down as completed reviews pile up. The predicate is the query's, word for word.
CREATE INDEX "review_assignments_open_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id") WHERE "review_assignments"."status" in ('INVITED', 'ACCEPTED');
