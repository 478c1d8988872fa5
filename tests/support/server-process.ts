import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY = /Journal site ready at (http:\/\/\S+)/;

/**
 * `npm run serve`'s command line from package.json (node, its flags, the compiled server), so the
 * tests and benchmarks run the server exactly as operators do (decision 0066: the flags bound its
 * memory; decision 0076: the server compiled by `npm run build`, which the projects that start it
 * compile afresh in their global set-up, tests/support/server-bundle.ts).
 */
function serveArguments(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = (scripts.serve ?? '').trim().split(/\s+/);
  if (program !== 'node' || !args.includes('build/server-main.mjs')) throw new Error(`package.json's serve script should be "node [flags] build/server-main.mjs", not "${scripts.serve}"`);
  return args;
}

/** The real server (`npm run serve`'s command, the built pages) as a child process the test may kill. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the site's URL once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** Sends the signal and waits for the exit (SIGKILL: a crash; SIGTERM: a graceful stop). */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the server on DATA_DIR `dataDir` and a port of its choosing (PORT=0); `env` adds or overrides variables. */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, serveArguments(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = READY.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', check);
    child.once('exit', (code, signal) => reject(new Error(`The server exited (${signal ?? code}) before it was ready:\n${output}`)));
  });
  // A kill before the server is ready is a rejection nobody needs to hear about.
  ready.catch(() => undefined);
  return {
    child,
    output: () => output,
    ready,
    exited,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The server's resident memory in MiB, as the kernel counts it. */
export function residentMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kib / 1024;
}
