/**
 * The reviewer's workspace and the editors' side of reviewing (issue 14; decision 0041): every
 * message a reviewer or an editor reads about an invitation or a review, once. Zod-free: the pages
 * import it.
 */
export const REVIEW_MESSAGES = {
  notFound: 'Review assignment not found.',
  invalidId: 'The assignment id must be a positive whole number.',
  /** GET /api/reviews/{id} and the answers with neither a session nor an invitation token. */
  linkOrSignIn: 'Open this review from the link in your invitation, or sign in.',
  /** A scoped session (decision 0041) presented anywhere but its own review. */
  scopedSessionOnly: 'This invitation link opens only its own review. Sign in to use the rest of the site.',
  accepted: 'Thank you for accepting. You can now read the manuscript and write your review.',
  declined: 'Thank you for letting us know. The editor has been told.',
  alreadyAccepted: 'You have already accepted this invitation.',
  alreadyAnswered: 'This invitation has already been answered.',
  acceptFirst: 'Accept the invitation before you read the manuscript or write your review.',
  declineAfterAccept: 'You have accepted this review. If you can no longer write it, please write to the editor.',
  declineReasonRequired: 'Please tell the editor why you decline.',
  suggestedNameRequired: 'Give the name of the reviewer you suggest.',
  suggestedEmailRequired: 'Give the email address of the reviewer you suggest.',
  suggestedEmailInvalid: 'Enter a valid email address for the reviewer you suggest.',
  competingInterestsRequired: 'Declare your competing interests, or write "None".',
  recommendationRequired: 'Choose a recommendation.',
  commentsToAuthorRequired: 'Comments to the author are required',
  draftSaved: 'Your draft has been saved.',
  reviewSent: 'Thank you: your review has been sent to the editor.',
  alreadySubmitted: 'This review has been sent: it can no longer be changed.',
  roundClosed: 'This review assignment is closed: its round has ended.',
  annotatedFileType: 'The annotated file must be a PDF or a Word (.docx) document.',
  annotatedFileUnreadable: 'The annotated file could not be read. Please save it again as PDF or .docx and upload it once more.',
  noManuscript: 'The manuscript of this review is not available.',
  noAnnotatedFile: 'This review has no annotated file.',
  confirmSubmit: 'Send your review to the editor? Once sent, it can no longer be changed.',
  loadFailed: 'Failed to load your reviews. Please try again later.',
  noReviews: 'You have no review invitations at the moment.',
  annotatedFileDownloadFailed: 'The annotated file could not be downloaded. Please try again later.',
  linkSessionNote: 'You are working from your invitation link, which opens this review only.',
  reviewReadOnly: 'Your review has been sent to the editor and can no longer be changed.',
  saveFailed: 'Failed to save your review. Please try again.',
  answerFailed: 'Failed to send your answer. Please try again.',
  linkDead: 'This review invitation is not open: it may have been cancelled, declined or completed, or the link is not complete.',
  tooManyLinkRequests: 'Too many requests from this address for review invitations. Please wait a few minutes and try again.',
  ratingRange: 'A rating is a whole number from 1 to 5.',
  ratingNeedsCompletedReview: 'Only a completed review can be rated.',
  ratingSaved: (rating: number) => `Review rated ${rating} out of 5.`,
  ratingFailed: 'Failed to save the rating. Please try again.',
  /** POST /api/editor/assignments/{id}/cancel (issue 14: editors cancel a reviewer under review). */
  cancelled: "The reviewer's assignment has been cancelled.",
  cannotCancel: 'Only an open invitation or assignment of the current round can be cancelled.',
  cancelFailed: 'Failed to cancel the assignment. Please try again.',
  cancelReasonLabel: 'Reason (optional)',
  cancelReasonHelp: 'For the editors: it is kept on the paper’s staff timeline. The reviewer is told only that the invitation was withdrawn.',
  confirmCancel: (reviewer: string, accepted: boolean) =>
    accepted
      ? `Cancel ${reviewer}'s assignment? They are told by email that their review is no longer needed, and they can no longer send it.`
      : `Withdraw the invitation to ${reviewer}? They are told by email, and the link in the invitation stops working.`,
  /** A reviewer who declined or was cancelled in a round cannot be invited to it a second time (one assignment per round). */
  closedInRound: (names: readonly string[]) =>
    `${names.join(', ')} already declined or had the invitation cancelled in this round, so cannot be invited to it again.`,
  /** Decision 0041: a legacy .doc keeps its document properties; the editor is told at assignment. */
  legacyDocWarning:
    'The manuscript is a Word 97-2003 file (.doc), whose document properties cannot be removed: reviewers receive it as it is, so check File > Properties for the authors’ names first.',
} as const;

/**
 * What a reviewer may do on an assignment now (GET /api/reviews/{id} says; the page reads only
 * this). `openSession`: the caller holds the invitation link and may exchange it for a scoped
 * session to read the manuscript and write the review (decision 0041).
 */
export const REVIEW_ACTIONS = ['accept', 'decline', 'openSession', 'downloadManuscript', 'saveDraft', 'submit'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The assignment states a reviewer's workspace shows (declined and cancelled ones are no longer theirs). */
export const REVIEWER_VISIBLE_STATUSES = ['INVITED', 'ACCEPTED', 'COMPLETED'] as const;
export type ReviewerVisibleStatus = (typeof REVIEWER_VISIBLE_STATUSES)[number];

export const REVIEWER_STATUS_LABELS: Record<ReviewerVisibleStatus, string> = {
  INVITED: 'Invitation',
  ACCEPTED: 'In progress',
  COMPLETED: 'Completed',
};
