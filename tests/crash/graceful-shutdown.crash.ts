import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { submissionFields } from '../support/submission';
import { uniquePdf } from '../support/unique-pdf';

/**
 * Decision 0064 on the real server process: SIGTERM while an upload is streaming in. The upload
 * finishes and is answered 201, a new connection is refused meanwhile, and the process exits 0;
 * a download streaming out on a kept-alive connection finishes and its connection is closed, so the
 * process exits 0 at once; past SHUTDOWN_TIMEOUT_SECONDS it gives up, says so and exits 1.
 */
const ADMIN = { email: 'shutdown.admin@example.org', password: `Shutdown-test-${randomBytes(9).toString('base64url')}` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let server: ServerProcess | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jals-shutdown-'));
});
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A submission's multipart body and its content type, as a browser's FormData would send them. */
async function submissionBody(title: string): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(await uniquePdf(title, 256 * 1024))], { type: 'application/pdf' }), 'manuscript.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** POST /api/papers whose body the test writes itself, piece by piece; resolves with the status and body. */
function startUpload(url: string, token: string, body: { bytes: Buffer; type: string }) {
  const request = http.request(`${url}/api/papers`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type, 'content-length': body.bytes.length },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  answered.catch(() => undefined);
  return { request, answered };
}

/** Whether a new connection to the site is refused (the listener is closed). */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('graceful shutdown of the real server (decision 0064)', () => {
  it('on SIGTERM, an upload in flight completes with 201, new connections are refused, and the process exits 0', async () => {
    server = startServerProcess(dataDir, { DEMO: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const url = await server.ready;
    // It listened (liveness answering, readiness 503) before the migrations, and was ready after them.
    const output = server.output();
    expect(output.indexOf('Journal site listening at')).toBeGreaterThan(-1);
    expect(output.indexOf('Journal site listening at')).toBeLessThan(output.indexOf('Journal site ready at'));
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const token = await signIn(url);
    const body = await submissionBody('Graceful shutdown: an upload in flight on intercropped maize');
    const upload = startUpload(url, token, body);

    // A first part of the upload arrives; then the orchestrator stops the instance.
    const firstPart = 64 * 1024;
    upload.request.write(body.bytes.subarray(0, firstPart));
    await sleep(300);
    server.child.kill('SIGTERM');

    // The listener closes at once: a new client is refused while the upload is still streaming.
    let closed = false;
    for (let i = 0; i < 50 && !closed; i += 1) {
      closed = await refused(url);
      if (!closed) await sleep(100);
    }
    expect(closed, server.output()).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // The rest of the upload, slowly.
    const rest = body.bytes.subarray(firstPart);
    const pieces = 4;
    for (let i = 0; i < pieces; i += 1) {
      upload.request.write(rest.subarray(Math.floor((i * rest.length) / pieces), Math.floor(((i + 1) * rest.length) / pieces)));
      await sleep(250);
    }
    upload.request.end();

    const answer = await upload.answered;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(Number) });
    await server.exited;
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(server.output()).toContain('shutdown complete');

    // The paper was committed before the database closed: it is there after a restart.
    server = startServerProcess(dataDir, { DEMO: 'off' });
    const restarted = await server.ready;
    const paper = await fetch(`${restarted}/api/papers/${JSON.parse(answer.body).id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(paper.status).toBe(200);
  });

  it('on SIGTERM, a download under way on a kept-alive connection completes, and the process exits 0 without waiting for the client to let go', async () => {
    server = startServerProcess(dataDir, { DEMO: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const url = await server.ready;
    const token = await signIn(url);
    // Larger than the loopback socket buffers hold (about 4 MB sent and 128 kB received while the reader waits), so it is still being sent at the signal.
    const manuscript = await uniquePdf('Graceful shutdown: a download under way', 9 * 1024 * 1024);
    const form = new FormData();
    for (const [name, value] of Object.entries(submissionFields({ title: 'Graceful shutdown: a download under way on a cassava trial' }))) form.append(name, value);
    form.append('manuscript', new Blob([new Uint8Array(manuscript)], { type: 'application/pdf' }), 'manuscript.pdf');
    const submitted = await fetch(`${url}/api/papers`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    // A client that keeps its connections alive reads the first part, and waits.
    const agent = new http.Agent({ keepAlive: true });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${url}/api/papers/${id}/download`, { agent, headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).not.toBe('close');
    response.pause();
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);

    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => response.on('end', resolve));
    response.resume();
    await ended;
    const downloaded = Date.now();
    expect(Buffer.concat(chunks).equals(manuscript)).toBe(true);
    // The agent still holds the connection open; the server closes it and goes on stopping.
    await server.exited;
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(Date.now() - downloaded, 'the process stopped soon after the download, not at SHUTDOWN_TIMEOUT_SECONDS').toBeLessThan(10_000);
    agent.destroy();
  });

  it('past SHUTDOWN_TIMEOUT_SECONDS, a request that does not finish is cut off and the process exits 1 with a log line', async () => {
    server = startServerProcess(dataDir, { DEMO: 'off', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const url = await server.ready;
    const token = await signIn(url);
    const body = await submissionBody('Graceful shutdown: an upload that never finishes');
    const upload = startUpload(url, token, body);
    upload.request.write(body.bytes.subarray(0, 16 * 1024));
    await sleep(300);
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.child.exitCode, server.output()).toBe(1);
    expect(server.output()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS (1 s)');
    upload.request.destroy();
  });
});
