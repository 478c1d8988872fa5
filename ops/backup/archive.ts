import { chmod, rename, rm } from 'node:fs/promises';
import * as tar from 'tar';
import type { ReadEntry } from 'tar';
import { BackupError, reasonOf } from './backup-error';

/**
 * The archive is one gzip-compressed tar file (node-tar, npm's own tar library; decision 0061).
 * Written under a temporary name and renamed when complete, so a failed backup never leaves a
 * half archive under the name asked for; readable by its owner only.
 */
export async function writeArchive(to: string, cwd: string, paths: readonly string[]): Promise<void> {
  const partial = `${to}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd, portable: true, strict: true }, [...paths]);
    // Accounts' personal data and password hashes: readable by the operator only.
    await chmod(partial, 0o600);
    await rename(partial, to);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`Could not write ${to}: ${reasonOf(error)}`);
  }
}

/**
 * Reads an archive entry by entry, in order, handing each one to `visit` (which reads its
 * bytes); the first failure of `visit` is thrown once the archive has been read to the end.
 * A file that is not a tar (or tar.gz), or is cut short, fails with one line naming it.
 */
export async function readArchive(file: string, visit: (entry: ReadEntry) => Promise<void>): Promise<void> {
  let failure: unknown = null;
  let chain = Promise.resolve();
  try {
    await tar.list({
      file,
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        chain = chain.then(async () => {
          try {
            if (failure === null) await visit(entry);
          } catch (error) {
            failure ??= error;
          } finally {
            entry.resume();
          }
        });
      },
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`Cannot read ${file}: no such file`);
    if (code === 'EACCES' || code === 'EPERM') throw new BackupError(`Cannot read ${file}: permission denied`);
    if (code === 'EISDIR') throw new BackupError(`Cannot read ${file}: it is a folder`);
    throw new BackupError(`${file} is not a readable backup archive (${reasonOf(error)})`);
  }
  await chain;
  if (failure !== null) throw failure;
}
