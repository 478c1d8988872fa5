import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts any key pair whose id and secret are these (its default account). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  bucket: string;
  endpoint: string;
  /** The server's environment for the app: S3_URL and credentials, path style (decision 0063). */
  env: Record<string, string>;
  /** Sets an object's LastModified back by `ms` (s3rver reads it from its file's modification time). */
  age(key: string, ms: number): Promise<void>;
  /** Stops answering: connections already open are closed, new ones refused, as when the store is down. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, a devDependency) on a free loopback port over a fresh
 * temporary directory, with one empty bucket: the object store of the tests (decision 0063).
 */
export async function startS3Server(bucket = 'journal-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'jals-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.httpServer.closeAllConnections();
    await server.close();
  };
  return {
    bucket,
    endpoint,
    env: { S3_URL: `${endpoint}/${bucket}`, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async age(key, ms) {
      const then = new Date(Date.now() - ms);
      const parts = key.split('/');
      const name = parts.pop()!;
      const file = path.join(directory, bucket, ...parts, `${name}._S3rver_object`);
      // s3rver answers a PUT before its file is written to the end (its filesystem store resolves
      // on the stream it reads, not the one it writes): a write landing after the utimes would set
      // the time back to now. Its content matches the MD5 it recorded once the write is done.
      const recorded = (await readFile(`${file}.md5`, 'utf8')).trim();
      for (let tries = 0; createHash('md5').update(await readFile(file)).digest('hex') !== recorded; tries += 1) {
        if (tries === 200) throw new Error(`s3rver never finished writing ${key}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await utimes(file, then, then);
    },
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
