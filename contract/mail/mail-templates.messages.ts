/** The mail templates' sentences (decision 0054), once, for the API and the editor. */
export const MAIL_TEMPLATE_MESSAGES = {
  notFound: 'Mail template not found.',
  invalidKey: 'A mail template is named by its key, such as password-reset.',
  subjectRequired: 'The subject is required.',
  subjectOneLine: 'The subject must be one line.',
  subjectTooLong: 'The subject must be at most 300 characters.',
  bodyRequired: 'The body is required.',
  bodyTooLong: 'The body must be at most 20000 characters.',
  placeholderProblems: 'The template has placeholders this mail cannot fill.',
  saved: 'Mail template saved',
  reset: 'Mail template reset to its default',
  failedToSave: (message: string) => `Failed to save mail template: ${message}`,
  failedToReset: (message: string) => `Failed to reset mail template: ${message}`,
  failedToLoad: 'Failed to load mail templates. Please try again.',
  failedToPreview: 'The preview could not be shown.',
} as const;

export const MAIL_TEMPLATE_SUBJECT_MAX = 300;
export const MAIL_TEMPLATE_BODY_MAX = 20_000;
