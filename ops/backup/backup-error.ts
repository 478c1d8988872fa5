/**
 * An expected failure of a backup or a restore (bad arguments, an unreadable or damaged archive,
 * a target that is not empty, an unreachable database): the scripts print its message as one
 * line, without a stack trace, and exit non-zero.
 */
export class BackupError extends Error {}

/** The reason an operation failed, for the end of a one-line message. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
