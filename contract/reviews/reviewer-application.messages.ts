/** Zod-free: /become-reviewer and the editor dashboard import these without loading zod (decision 0032). */

/**
 * Texts of the reviewer application (acting-side.md §2 /become-reviewer, §5 "Reviewer
 * application", §8) and of the editors' applications queue (issue 14; decision 0041). The spec's
 * words where it has them, word for word; the rest in the same voice. Used by the API and the pages.
 */
export const REVIEWER_APPLICATION_MESSAGES = {
  /** The contact form's words (acting-side.md §5); email and institution use AUTH_MESSAGES, as registration does. */
  nameRequired: 'Name is required',
  expertiseRequired: 'Areas of expertise are required',
  qualificationsRequired: 'Qualifications are required',
  /** acting-side.md §2: the success panel's heading, word for word. */
  submittedTitle: 'Application Submitted!',
  submitted:
    'Thank you for offering to review for the journal. The editors will read your application and write to you by email, usually within two weeks.',
  /** acting-side.md §8: the alert when the application could not be sent, word for word. */
  failed: 'Failed to submit application. Please try again.',
  alreadyOpen: 'An application from this email address is already waiting for the editors’ decision. You will hear from us by email.',
  tooManyRequests: 'Too many applications from your network. Please wait a few minutes and try again.',

  // The editors' queue.
  loadFailed: 'Failed to load reviewer applications. Please try again later.',
  notFound: 'Reviewer application not found.',
  alreadyDecided: 'This application has already been decided.',
  approved: (name: string) => `Application approved: ${name} is now in the reviewer pool and has been told by email.`,
  approveFailed: 'Failed to approve the application. Please try again.',
  declined: (name: string) => `Application declined: ${name} has been told by email.`,
  declineFailed: 'Failed to decline the application. Please try again.',
  keywordTooLong: 'Each expertise keyword must be at most 100 characters',
  tooManyKeywords: 'Give at most 30 expertise keywords',
} as const;

/** Field lengths of the application form (characters). */
export const REVIEWER_APPLICATION_LIMITS = {
  name: 200,
  email: 254,
  institution: 200,
  expertise: 1000,
  qualifications: 5000,
  publications: 5000,
  motivation: 5000,
} as const;

/** Expertise keywords of a reviewer profile. */
export const EXPERTISE_LIMITS = { keywords: 30, keywordLength: 100 } as const;
