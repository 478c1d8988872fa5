/** Typed failures of the business rules; the HTTP edge maps each code to a status (server/plugins/errors.ts). */
export type AppErrorCode =
  | 'BAD_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'RATE_LIMITED'
  /** A service the request needs (the object store, decision 0063) cannot be reached: try again later. */
  | 'UNAVAILABLE'
  /** The server's file system is full (core/files/out-of-storage.ts): the request was fine, try again later. */
  | 'OUT_OF_STORAGE';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** `cause`: the failure underneath, for the log (never shown to the user). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === 'AppError' && 'code' in error;
}
