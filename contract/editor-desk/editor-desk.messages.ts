import { statusLabel } from '../papers/paper-status';

/**
 * The editor dashboard's texts (acting-side.md §2 /editor-dashboard, §4, §5 "Reviewer assignment",
 * §8 word for word where quoted). Zod-free: pages import it. One place for the API and the pages.
 */
export const EDITOR_DESK_MESSAGES = {
  loadFailed: 'Failed to load submissions. Please try again later.',
  statusFailed: 'Failed to update paper status. Please try again.',
  statusUpdated: (status: string) => `Paper status successfully updated to ${statusLabel(status)}.`,
  selectReviewer: 'Please select at least one reviewer.',
  reviewersAssigned: 'Reviewers successfully assigned to paper.',
  assignFailed: 'Failed to assign reviewers. Please try again.',
  reviewerGuidance: 'Select 2-3 reviewers with expertise in the manuscript’s subject.',
  /** Issue 14: adding reviewers to a paper already under review (the same dialog). */
  addReviewerGuidance: (round: number) =>
    `Reviewers already invited to round ${round} are marked and cannot be chosen again; those you add are invited by email to the same round, with due dates of their own.`,
  confirmStatus: (title: string, status: string) => `Change the status of "${title}" to ${statusLabel(status)}?`,
  statusNotAnAction: 'A paper cannot be returned to SUBMITTED; send it to review, decide, or ask the author for a revision instead.',
  useAssignReviewers: 'A paper goes under review when reviewers are assigned to it: use Assign Reviewers.',
  usePublish: 'Publishing needs an issue, pages and a DOI: use Publish.',
  notAReviewer: 'Only reviewers in the journal’s reviewer pool can be assigned to review a paper.',
  reviewerIsAuthor: 'This reviewer is an author of the paper and cannot review it.',
  alreadyAssigned: 'Every reviewer chosen is already assigned in this round.',
  noPreviousReviewers: 'No reviewer of the previous round can be invited again.',
  notAnEditor: 'The handling editor must be an editor or an administrator.',
  editorIsAuthor: 'This editor is an author of the paper and cannot handle it.',
  handlingEditorSet: (name: string) => `${name} now handles this paper.`,
  handlingEditorCleared: 'This paper has no handling editor now.',
  letterRequired: 'Write the decision letter before sending it.',
  decisionSent: (label: string) => `Decision sent: ${label}. The author has been notified by email.`,
  reviewSent: 'Thank you: your review has been sent to the editor.',
  doiTaken: 'This DOI is already used by another paper.',
  doiInvalid: 'A DOI starts with 10., a registrant code, a slash and a suffix (for example 10.5555/jals.2026.9.1.01).',
  issueNotFound: 'That issue does not exist.',
  issueTaken: 'An issue with this volume and number already exists.',
  galleyRequired: 'The accepted manuscript is not a PDF: upload the final PDF (galley) to publish it.',
  galleyNotPdf: 'The galley must be a PDF file.',
  published: (title: string) => `"${title}" is published.`,
  appealFiled: 'Your appeal has been sent to the editors. You will receive their answer by email, usually within 4-6 weeks.',
  appealReasonsRequired: 'Explain why you appeal the decision.',
  appealDecided: (outcome: string) => `Appeal decided: ${outcome}. The author has been notified by email.`,
  reversalTargetRequired: 'Choose where the paper goes when the rejection is reversed: back to review, or accepted.',
  appealsLoadFailed: 'Failed to load appeals. Please try again later.',
} as const;

/** Sort keys of the submissions table (issue 13: submitted date, updated date, status, title). */
export const SUBMISSION_SORTS = ['submitted', 'updated', 'status', 'title'] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];
export const SUBMISSION_PAGE_SIZES = [10, 20, 50, 100] as const;

/** Why a row is flagged, from EDITOR_TARGETS (acting-side.md §9 "Editor guidelines"). */
export const OVERDUE_KINDS = ['screening', 'reviewerFollowUp', 'reviewComplete'] as const;
export type OverdueKind = (typeof OVERDUE_KINDS)[number];
export const OVERDUE_LABELS: Record<OverdueKind, string> = {
  screening: 'Screening overdue',
  reviewerFollowUp: 'Follow up with reviewers',
  reviewComplete: 'Review overdue',
};
