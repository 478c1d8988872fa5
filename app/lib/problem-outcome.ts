import { ApiError } from './api';

/**
 * What a refused change tells the person who made it (the staff dialogs' actions): the server's
 * sentence, else why it could not be asked; its field messages, the first of each field.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.problem?.detail ?? (error.status === 0 ? 'the server could not be reached' : error.message);
  return 'please try again';
}

/** The server's own sentence, when it answered with one. */
export function problemDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem?.detail : undefined;
}

export function problemFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.problem?.errors) return undefined;
  return Object.fromEntries(Object.entries(error.problem.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
