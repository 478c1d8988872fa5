import { specialIssueRefusal } from '../../../contract/papers/workflow/paper-workflow.policy';
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
  const refusal = specialIssueRefusal(issue, now);
  return refusal ? { id, kind: 'not-accepting', title: issue.title, reason: refusal } : { id, kind: 'open', title: issue.title };
}
