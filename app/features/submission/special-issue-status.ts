import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { acceptsSubmissions } from '../../../contract/special-issues/special-issues.messages';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';

/** What the form says about ?special_issue= (reading-side.md §4: only open issues take submissions). */
export type SpecialIssueNotice =
  | { id: number; kind: 'open'; title: string }
  | { id: number; kind: 'not-accepting'; title: string; reason: string }
  | { id: number; kind: 'missing' }
  | { id: number; kind: 'unavailable' };

export function judgeSpecialIssue(list: readonly SpecialIssue[], id: number, now: Date): SpecialIssueNotice {
  const issue = list.find((candidate) => candidate.id === id);
  if (!issue) return { id, kind: 'missing' };
  if (!acceptsSubmissions(issue.status)) return { id, kind: 'not-accepting', title: issue.title, reason: J.specialIssueNotOpen };
  const today = now.toISOString().slice(0, 10);
  if (issue.deadline && issue.deadline.slice(0, 10) < today) return { id, kind: 'not-accepting', title: issue.title, reason: J.specialIssueDeadlinePassed };
  return { id, kind: 'open', title: issue.title };
}
