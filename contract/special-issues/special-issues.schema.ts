import { z } from 'zod';

/** reading-side.md §3 "Special issue"; §2 and §4 for the statuses and what each allows. */

export { SPECIAL_ISSUE_STATUSES, specialIssueStatusLabel, type SpecialIssueBadgeVariant, specialIssueBadgeVariant, acceptsSubmissions, submitToSpecialIssuePath, submissionProgress, SPECIAL_ISSUE_MESSAGES } from './special-issues.messages';

export const specialIssueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  deadline: z.string().nullable(),
  guestEditors: z.array(z.string()),
  description: z.string(),
  expectedPublication: z.string().nullable(),
  /** Papers submitted to it, withdrawn ones excluded. */
  submissionCount: z.number().int(),
  maxArticles: z.number().int(),
});
export type SpecialIssue = z.infer<typeof specialIssueSchema>;

/** GET /api/special-issues answers a list (reading-side.md §7: 'must be a list'). */
export const specialIssueListSchema = z.array(specialIssueSchema);
