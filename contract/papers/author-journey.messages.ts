/** acting-side.md §8 messages of the author's journey, zod-free so that pages and the workflow policy can import them (decision 0032). */
export const AUTHOR_JOURNEY_MESSAGES = {
  revisionLoadFailed: 'Failed to load paper data for revision. Please try again later.',
  submissionsLoadFailed: 'Failed to load your submissions. Please try again later.',
  withdrawFailed: 'Failed to withdraw paper. Please try again.',
  withdrawn: 'Paper has been successfully withdrawn.',
  withdrawConfirm: 'Are you sure you want to withdraw this paper? This cannot be undone.',
  notWithdrawable: 'Only a paper that is still SUBMITTED (not yet under review) can be withdrawn.',
  revisionNotRequested: 'This paper is not awaiting a revision, so a revised version cannot be sent.',
  revisionSpecialIssue: 'A revision stays with the special issue of its paper; leave the special issue out.',
  specialIssueNotFound: 'That special issue does not exist.',
  specialIssueNotOpen: 'This special issue is not accepting submissions.',
  specialIssueDeadlinePassed: 'The submission deadline of this special issue has passed.',
  notMultipart: 'Send the submission as multipart/form-data with the manuscript as a file.',
  oneFileOnly: 'Send exactly one manuscript file, in the field named manuscript.',
  uploadInterrupted: 'The upload was interrupted before the whole file arrived. Please try again.',
  tooManyFields: 'The submission has more fields than the form sends.',
  tooManySubmissions: 'You have sent many submissions in the last hour. Please wait a while and try again.',
} as const;
