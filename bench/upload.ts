// npm run bench, part 3: manuscript uploads (issue 6). Time to accept a 10 MB submission
// (upload to response) and the server's resident memory while 5 submissions upload at once,
// at 1 MB and at 10 MB each: streaming to a temp file means memory must not grow with size.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { MANUSCRIPT_MAX_BYTES } from '../contract/papers/submission.schema';
import { startSite } from '../tests/support/e2e-server';
import { pdfOfSize, submissionFields } from '../tests/support/submission';

/** At most 29: one account's hourly submissions (server/api/rate-limits.ts). */
const ROUNDS = Math.min(29, Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5));
const CONCURRENT = 5;
const MiB = 1024 * 1024;

/** Resident memory of a Linux process, in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/** Samples the server's RSS every 10 ms while `work` runs; returns the highest seen. */
async function peakRssDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = await rssOf(pid);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await sampler;
  }
  return peak;
}

/**
 * One submission, sent from `from` (a loopback address): the server takes at most 3 uploads at
 * once from one client address (decision 0025), so concurrent uploads come from several.
 */
async function submit(base: string, token: string, manuscript: Buffer, from = '127.0.0.1'): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields())) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(manuscript)], { type: 'application/pdf' }), 'manuscript.pdf');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = request(`${base}/api/papers`, {
      method: 'POST',
      localAddress: from,
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
    });
    outgoing.on('response', (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
  if (status !== 201) throw new Error(`Upload refused: ${status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);

const site = await startSite({ LOG_LEVEL: 'warn' });
try {
  // Submissions are limited per account (30 an hour), so each phase signs in as another demo author.
  const tokenOf = async (email: string) => {
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'journal-demo-2026' }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const [large, small1, concurrentToken] = await Promise.all(['chinedu.eze', 'fatima.abubakar', 'samuel.otieno'].map((name) => tokenOf(`${name}@jals-demo.org`)));
  const tenMb = pdfOfSize(MANUSCRIPT_MAX_BYTES);
  const oneMb = pdfOfSize(MiB);

  // Warm-up: the first request compiles the route and opens the file store.
  await submit(site.url, large!, oneMb);

  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push(await submit(site.url, large!, tenMb));
  const small: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) small.push(await submit(site.url, small1!, oneMb));

  const concurrent = async (file: Buffer) => {
    if (global.gc) global.gc();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await rssOf(site.pid);
    const peak = await peakRssDuring(site.pid, () => Promise.all(Array.from({ length: CONCURRENT }, (_, i) => submit(site.url, concurrentToken!, file, `127.0.0.${i + 2}`))));
    return { before, peak, growth: peak - before };
  };
  const at1 = await concurrent(oneMb);
  const at10 = await concurrent(tenMb);

  console.log(`\nManuscript uploads on loopback, built site on PGlite, ${ROUNDS} rounds each (BENCH_UPLOAD_ROUNDS to change).\n`);
  console.log('| what | median ms | MB/s |');
  console.log('|---|---:|---:|');
  console.log(`| accept a 10 MB submission (upload to 201) | ${median(times).toFixed(0)} | ${(MANUSCRIPT_MAX_BYTES / MiB / (median(times) / 1000)).toFixed(1)} |`);
  console.log(`| accept a 1 MB submission | ${median(small).toFixed(0)} | ${(1 / (median(small) / 1000)).toFixed(1)} |`);
  console.log('');
  console.log(`| ${CONCURRENT} concurrent uploads of | server RSS before MiB | peak MiB | growth MiB |`);
  console.log('|---|---:|---:|---:|');
  console.log(`| 1 MB each | ${mib(at1.before)} | ${mib(at1.peak)} | ${mib(at1.growth)} |`);
  console.log(`| 10 MB each | ${mib(at10.before)} | ${mib(at10.peak)} | ${mib(at10.growth)} |`);
  console.log('');
  console.log(`Peak growth, 10 MB files / 1 MB files: ${(at10.growth / Math.max(at1.growth, MiB)).toFixed(2)} (buffering whole files would be about 10; the files alone total ${mib(CONCURRENT * MANUSCRIPT_MAX_BYTES)} MiB).`);
} finally {
  await site.stop();
}
