/**
 * What the server answers while it cannot serve a request for a moment (decision 0064): starting
 * (migrations running), shutting down, or its database not answering. One place, for the API and
 * the pages. Each such answer is a 503 with Retry-After.
 */
export const RETRY_AFTER_SECONDS = 5;

export const AVAILABILITY_MESSAGES = {
  starting: 'The journal is starting up. Please try again in a few seconds.',
  stopping: 'This server is shutting down. Please try again; another server will answer.',
  databaseUnavailable: 'The journal’s database is not answering at the moment. Please try again in a few seconds.',
} as const;

/** The page a reader gets with such a 503 (decision 0069): this heading, the message as its lead, a way to try again. */
export const UNAVAILABLE_PAGE = {
  heading: 'Temporarily unavailable',
  tryAgain: 'Try again',
} as const;
