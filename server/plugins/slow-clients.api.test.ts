import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMIT_MESSAGES as M } from '../../contract/http/request-limits';
import { MailSender } from '../../core/mail/mail-sender';
import { createMailTransport } from '../../core/mail/mail-transport';
import { createAccount } from '../../core/users/users.service';
import type { Database } from '../../db/client';
import { multipartBody, SAMPLE_PDF, submissionFields } from '../../tests/support/submission';
import { openTestDatabase } from '../../tests/support/test-database';
import { TEST_PASSWORD } from '../../tests/support/test-app';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';

/**
 * Slow clients (decision 0025): idle connections, trickled headers and bodies are closed by the
 * server; uploads in flight are capped per client address. Real listening servers and raw
 * sockets, since what matters is what happens to the connection. Two apps on one database:
 * one with short limits (so the tests are short), one with the defaults.
 */
const STRICT = { idleMs: 1_500, headersMs: 800, requestMs: 3_000, bodyWindowMs: 1_000, minBodyBytes: 1_024, checkIntervalMs: 100 };

let database: Database;
let dataDir: string;
let mail: MailSender;
let strict: { app: FastifyInstance; port: number };
let roomy: { app: FastifyInstance; port: number };
let token: string;

async function start(slowClients: AppDeps['slowClients']) {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://journal.test' });
  const app = await buildApp({ config, database, mail, pages: null, logger: false, slowClients });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jals-test-'));
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://journal.test' });
  mail = new MailSender(database.db, createMailTransport({ mailDir: path.join(dataDir, 'mail'), from: config.mailFrom }));
  strict = await start(STRICT);
  roomy = await start(undefined);
  const email = `slow-${Date.now()}@example.org`;
  await createAccount(database.db, { email, password: TEST_PASSWORD, role: 'AUTHOR', firstName: 'Amina', lastName: 'Bello', institution: 'Test University' });
  const login = await roomy.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: '10.9.9.9' });
  token = login.json().token;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await strict.app.close();
  await roomy.app.close();
  await mail.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every connection a test opened, destroyed at the end whatever the test's outcome. */
const sockets = new Set<net.Socket>();

/** A raw connection that records what the server sends and when it closes the connection. */
interface Client {
  socket: net.Socket;
  received: () => string;
  /** Whether the server closed the connection within ms. */
  closedWithin: (ms: number) => Promise<boolean>;
}

function connect(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.add(socket);
    let text = '';
    let closed = false;
    const waiting = new Set<() => void>();
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    // A write racing the server's close may fail: that is the close under test.
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      for (const wake of waiting) wake();
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closedWithin: (ms) =>
          new Promise((done) => {
            if (closed) return done(true);
            const timer = setTimeout(() => done(false), ms);
            waiting.add(() => {
              clearTimeout(timer);
              done(true);
            });
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Writes a byte string every `everyMs` until the connection closes. */
function trickle(client: Client, chunk: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (client.socket.destroyed || client.socket.writableEnded) clearInterval(timer);
    else client.socket.write(chunk);
  }, everyMs);
  return () => clearInterval(timer);
}

const BOUNDARY = 'slow-client-boundary';

/** The head of an upload that declares a large body, and the start of its manuscript part. */
function uploadHead(declaredBytes: number): string {
  return [
    'POST /api/papers HTTP/1.1',
    'Host: journal.test',
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${declaredBytes}`,
    '',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="manuscript"; filename="manuscript.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4\n',
  ].join('\r\n');
}

/** A whole, valid submission over a raw connection; resolves with the response's status line. */
async function completeUpload(port: number, localAddress = '127.0.0.1'): Promise<string> {
  const { payload, headers } = await multipartBody(submissionFields(), { bytes: SAMPLE_PDF });
  const client = await connect(port, localAddress);
  client.socket.write(
    `POST /api/papers HTTP/1.1\r\nHost: journal.test\r\nConnection: close\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
  );
  client.socket.write(payload);
  expect(await client.closedWithin(10_000)).toBe(true);
  return client.received().split('\r\n')[0]!;
}

describe('slow connections are closed by the server', () => {
  it('closes a connection that sends nothing', async () => {
    const client = await connect(strict.port);
    expect(await client.closedWithin(STRICT.idleMs + 2_000)).toBe(true);
  });

  it('answers 408 and closes when the headers trickle in', async () => {
    const client = await connect(strict.port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: journal.test\r\n');
    const stop = trickle(client, 'X', 100);
    expect(await client.closedWithin(STRICT.headersMs + 2_000)).toBe(true);
    stop();
    const [head, body] = client.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body!)).toMatchObject({ status: 408, detail: M.tooSlow });
  });

  it('answers an unreadable request with problem details, not a bare error', async () => {
    const client = await connect(strict.port);
    client.socket.write('NOT-HTTP at all\r\n\r\n');
    expect(await client.closedWithin(5_000)).toBe(true);
    const [head, body] = client.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(body!)).toMatchObject({ status: 400, detail: M.malformed });
  });

  it('answers 408 and closes when an upload body trickles in (fewer than the minimum bytes in a window)', async () => {
    const client = await connect(strict.port);
    client.socket.write(uploadHead(5_000_000));
    const stop = trickle(client, 'x', 100);
    expect(await client.closedWithin(STRICT.bodyWindowMs * 2 + 2_000)).toBe(true);
    stop();
    const [head, body] = client.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(body!)).toMatchObject({ status: 408, detail: M.tooSlow });
  });

  it('answers 408 and closes when a body that keeps moving takes longer than the request limit', async () => {
    const client = await connect(strict.port);
    client.socket.write(uploadHead(5_000_000));
    // 2 KiB every 100 ms passes the minimum-progress rule (1 KiB a second), but 5 MB would take 4 minutes.
    const stop = trickle(client, 'x'.repeat(2_048), 100);
    expect(await client.closedWithin(STRICT.requestMs + 2_000)).toBe(true);
    stop();
    const [head, body] = client.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body!)).toMatchObject({ status: 408, title: 'Request Timeout', detail: M.tooSlow });
  });
});

describe('uploads in flight per client address', () => {
  it('lets a normal upload through', async () => {
    expect(await completeUpload(roomy.port)).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('refuses a 4th upload from one address with 429 (not a request without a file), accepts another address, and frees a slot when an upload is aborted', async () => {
    const holders: Client[] = [];
    for (let n = 0; n < 3; n += 1) {
      const client = await connect(roomy.port);
      client.socket.write(uploadHead(5_000_000));
      holders.push(client);
    }
    // The three are in flight once the server has seen their headers.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const fourth = await connect(roomy.port);
    fourth.socket.write(uploadHead(5_000_000));
    await expect.poll(() => fourth.received(), { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 429 /);
    const body = fourth.received().split('\r\n\r\n')[1]!;
    expect(body).toContain(JSON.stringify(M.tooManyUploads).slice(1, -1));
    fourth.socket.destroy();
    // A request to the same route without a file is no upload: it is answered on its merits, not refused.
    const json = await connect(roomy.port);
    json.socket.write(`POST /api/papers HTTP/1.1\r\nHost: journal.test\r\nConnection: close\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
    expect(await json.closedWithin(10_000)).toBe(true);
    expect(json.received().split('\r\n')[0]).toMatch(/^HTTP\/1\.1 4(00|15) /);

    expect(await completeUpload(roomy.port, '127.0.0.2')).toMatch(/^HTTP\/1\.1 201 /);

    // An aborted upload gives its slot back.
    holders.shift()!.socket.destroy();
    await expect.poll(() => completeUpload(roomy.port), { timeout: 5_000, interval: 100 }).toMatch(/^HTTP\/1\.1 201 /);

    for (const client of holders) client.socket.destroy();
  });
});
