import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding the seeded demo journal, which each file of browser journeys starts from a copy of. */
    e2eDemoDataDir: string;
  }
}

/**
 * The browser journeys' global set-up: the built site seeds the demo journal once, into a
 * DATA_DIR that every file's site then copies (seeding costs about three times a start on a
 * seeded copy). Each file still gets its own copy, so no file sees another's changes.
 */
export default async function seedDemoDataOnce(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jals-e2e-demo-'));
  const port = await freePort();
  const server = startServerProcess(dataDir, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO: 'on' });
  try {
    await server.ready;
  } finally {
    await server.stop('SIGTERM');
  }
  if (!server.output().includes('Demo content seeded')) throw new Error(`The demo journal was not seeded:\n${server.output()}`);
  project.provide('e2eDemoDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
