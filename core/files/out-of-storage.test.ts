import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { isOutOfStorage, OUT_OF_STORAGE, outOfStorage } from './out-of-storage';

/** What the kernel answers a write to a full disk: /dev/full refuses every write with ENOSPC. */
const fullDiskError = () => writeFile('/dev/full', 'manuscript bytes').then(
  () => null,
  (error: unknown) => error,
);

describe('isOutOfStorage', () => {
  it("knows a full disk's refusal, alone or as the cause of another error", async () => {
    const error = await fullDiskError();
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(isOutOfStorage(error)).toBe(true);
    expect(isOutOfStorage(new Error('keeping the file failed', { cause: error }))).toBe(true);
    expect(isOutOfStorage(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
  });

  it('leaves other failures alone', async () => {
    const denied = await writeFile('/proc/version', 'x').catch((error: unknown) => error);
    expect(isOutOfStorage(denied)).toBe(false);
    expect(isOutOfStorage(new Error('Connection terminated'))).toBe(false);
    expect(isOutOfStorage(null)).toBe(false);
  });

  it('becomes an AppError that keeps the refusal for the log', async () => {
    const error = await fullDiskError();
    const failure = outOfStorage(error);
    expect(isAppError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'OUT_OF_STORAGE', message: OUT_OF_STORAGE, cause: error });
  });
});
