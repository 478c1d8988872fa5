/**
 * What the server answers a client that is too slow or uploads too much at once
 * (decision 0025). One place, for the API and the upload form.
 */
export const MAX_UPLOADS_PER_ADDRESS = 3;

export const REQUEST_LIMIT_MESSAGES = {
  tooManyUploads: `There are already ${MAX_UPLOADS_PER_ADDRESS} uploads in progress from your network. Please wait for one of them to finish, then try again.`,
  tooSlow: 'The request arrived too slowly and was stopped. Please check your connection and try again.',
  malformed: 'The request could not be read. Please try again.',
  headersTooLarge: 'The request headers are too large.',
} as const;
