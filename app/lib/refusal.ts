import { ApiError } from './api';

/** Why a change was refused, for "Failed to save …: {message}" (acting-side.md §8): the server's sentence, else what went wrong. */
export function refusalReason(error: unknown): string {
  if (error instanceof ApiError) return error.problem?.detail ?? (error.status === 0 ? 'the server could not be reached' : error.message);
  return 'please try again';
}

/** The server's first message for each field it refused, to show on the form's fields. */
export function refusalFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.problem?.errors) return undefined;
  return Object.fromEntries(Object.entries(error.problem.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
