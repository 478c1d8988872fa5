import { AppError } from '../errors';

/** What a user reads when the server cannot store their file (a 507, server/plugins/errors.ts). */
export const OUT_OF_STORAGE = 'The server is out of storage space; please try again later.';

/**
 * The file system's refusals to store more (issue 17's disk-full test): ENOSPC (the disk or
 * DATA_DIR's file system is full), EDQUOT (the account's quota) and EFBIG (a file-size limit, such
 * as the process's RLIMIT_FSIZE). The upload is not at fault, so none of them is the caller's 400.
 */
const OUT_OF_STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** The error or one of its causes is the file system refusing to store more. */
export function isOutOfStorage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && OUT_OF_STORAGE_CODES.has(code)) return true;
  return isOutOfStorage(cause, depth + 1);
}

/** The AppError the edges answer with 507 and log with its cause, so the operator learns which disk is full. */
export const outOfStorage = (cause: unknown): AppError => new AppError('OUT_OF_STORAGE', OUT_OF_STORAGE, undefined, { cause });
