import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { papers, specialIssues } from '../../db/schema';

/** SQL of special issues (the only file here that touches Drizzle; STYLE.md "Data"). */

/** Each special issue with the number of its papers that are not withdrawn. */
export function listSpecialIssueRowsWithCounts(db: Db) {
  return db
    .select({
      id: specialIssues.id,
      title: specialIssues.title,
      description: specialIssues.description,
      status: specialIssues.status,
      deadline: specialIssues.deadline,
      expectedPublication: specialIssues.expectedPublication,
      guestEditors: specialIssues.guestEditors,
      maxArticles: specialIssues.maxArticles,
      submissionCount: count(papers.id),
    })
    .from(specialIssues)
    .leftJoin(papers, and(eq(papers.specialIssueId, specialIssues.id), ne(papers.status, 'WITHDRAWN')))
    .groupBy(specialIssues.id)
    .orderBy(
      // Open calls first, then those in preparation, under review, and closed ones.
      sql`case ${specialIssues.status} when 'open' then 0 when 'planning' then 1 when 'review' then 2 else 3 end`,
      sql`${specialIssues.deadline} asc nulls last`,
      asc(specialIssues.id),
    );
}
