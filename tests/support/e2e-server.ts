import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { readMail, type ReadMail } from './mail';
import { startServerProcess } from './server-process';

export interface RunningSite {
  url: string;
  dataDir: string;
  /** The server process (benchmarks read its memory from /proc). */
  pid: number;
  /** Waits for a message to this address whose text matches, and returns it decoded. */
  waitForMail(to: string, match: RegExp, timeoutMs?: number): Promise<ReadMail>;
  /** Every message sent to this address so far, oldest first. */
  mailTo(to: string): Promise<ReadMail[]>;
  /** What the server has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built site as `npm start` serves it (DESIGN.md "Tests"): a child process on a random
 * port over a temporary DATA_DIR, embedded database, demo mode on. `from` is a DATA_DIR to
 * start from a copy of (the demo journal seeded once for a whole run, tests/support/e2e-demo-data.ts).
 */
export async function startSite(env: Record<string, string> = {}, from?: string): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-e2e-'));
  if (from) await cp(from, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startServerProcess(dataDir, { PORT: String(port), PUBLIC_URL: url, DEMO: 'on', ...env });
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The site did not start within 90 s:\n${server.output()}`)), 90_000);
  });
  try {
    await Promise.race([server.ready, tooSlow]);
  } catch (error) {
    await server.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const mailDir = path.join(dataDir, 'mail');
  async function mailTo(to: string): Promise<ReadMail[]> {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map(async (file) => readMail(await readFile(path.join(mailDir, file), 'utf8'))));
    return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  }
  return {
    url,
    dataDir,
    pid: server.child.pid!,
    output: server.output,
    async waitForMail(to, match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = (await mailTo(to)).reverse().find((mail) => match.test(mail.text));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No mail to ${to} matching ${match} within ${timeoutMs} ms`);
    },
    mailTo,
    async stop() {
      await server.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
