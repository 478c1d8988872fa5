import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOADS_PER_ADDRESS, REQUEST_LIMIT_MESSAGES as M } from '../../contract/http/request-limits';
import { clientAddress } from '../api/rate-limits';
import { PROBLEM_TITLES } from '../../contract/http/problem';
import { problem, sendProblem } from '../problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route receives uploads: it counts against the uploads in flight per client address. */
    upload?: boolean;
  }
}

/**
 * How long the server waits for slow clients (decision 0025 gives the reasoning). Set through
 * buildApp's deps, so tests can make them short; the defaults serve production.
 */
export interface SlowClientLimits {
  /** No byte either way on a connection for this long: closed (the socket's idle timeout). */
  idleMs: number;
  /** All of a request's headers must arrive within this (Node answers 408). */
  headersMs: number;
  /** A whole request, body included, must arrive within this (Node answers 408). */
  requestMs: number;
  /** A body still arriving must bring at least minBodyBytes in every bodyWindowMs, or 408. */
  bodyWindowMs: number;
  minBodyBytes: number;
  /** How often Node checks headersMs and requestMs. */
  checkIntervalMs: number;
  /** Uploads in flight from one client address; one more is answered 429. */
  uploadsPerAddress: number;
}

export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  idleMs: 30_000,
  headersMs: 20_000,
  requestMs: 15 * 60_000,
  bodyWindowMs: 20_000,
  minBodyBytes: 16 * 1024,
  checkIntervalMs: 5_000,
  uploadsPerAddress: MAX_UPLOADS_PER_ADDRESS,
};

/** The Fastify and Node server options that enforce the connection-level limits. */
export function serverTimeouts(limits: SlowClientLimits): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'requestTimeout' | 'http' | 'clientErrorHandler'> {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkIntervalMs },
    clientErrorHandler: answerClientError,
  };
}

/** Node's own refusals (timeouts, unreadable requests) as problem details, like every other error. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, M.tooSlow],
  HPE_HEADER_OVERFLOW: [431, M.headersTooLarge],
};

function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
    socket.destroy();
    return;
  }
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, M.malformed];
  writeProblemAndClose(socket, status, detail);
}

/** A problem written on the connection itself, below Fastify, then the connection closed. */
function writeProblemAndClose(socket: Socket, status: number, detail: string) {
  if (socket.writable) {
    const body = JSON.stringify(problem(status, detail));
    socket.write(
      `HTTP/1.1 ${status} ${PROBLEM_TITLES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * Answers 408 on the connection itself and closes it, as Node does for its own request timeout.
 * Written below Fastify on purpose: the handler is still waiting for the body, and it fails
 * when the connection closes; its late error reply then goes nowhere instead of competing
 * with this one.
 */
function cutOff(socket: Socket, responseStarted: boolean) {
  if (responseStarted) socket.destroySoon();
  else writeProblemAndClose(socket, 408, M.tooSlow);
}

/**
 * The minimum-progress rule: while a request's body is still arriving, each bodyWindowMs must
 * bring at least minBodyBytes more on its connection. Counted on the socket, so the body's
 * consumer (multipart, JSON) is not disturbed. Watches until the body is complete, even when
 * the answer went out early (401, 429): Node keeps reading the rest of an unread body.
 */
function watchBodyProgress(request: FastifyRequest, reply: FastifyReply, limits: SlowClientLimits) {
  const socket = request.raw.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const read = socket.bytesRead;
    if (read - seen >= limits.minBodyBytes) {
      seen = read;
      return;
    }
    clearInterval(timer);
    request.log.info({ bytes: read - seen, windowMs: limits.bodyWindowMs }, 'request body too slow, connection closed');
    cutOff(socket, reply.raw.headersSent);
  }, limits.bodyWindowMs);
  timer.unref();
  reply.raw.once('close', () => {
    if (request.raw.complete || socket.destroyed) clearInterval(timer);
  });
}

/**
 * Slow clients (decision 0025): the minimum-progress rule for request bodies, and a cap on
 * uploads in flight per client address. The connection timeouts are server options
 * (serverTimeouts). Per instance, like the rate limits (DESIGN.md "Beyond one machine").
 */
export const slowClientsPlugin = fp(async (app: FastifyInstance, options: { limits: SlowClientLimits }) => {
  const { limits } = options;
  const uploadsInFlight = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    // Only real connections: app.inject has no socket to watch.
    if (hasBody(request) && request.raw.socket && typeof request.raw.socket.bytesRead === 'number') watchBodyProgress(request, reply, limits);

    // Only a request that brings a file: the same route's JSON edits (an office of several editors behind one address) are not uploads.
    if (!request.routeOptions.config?.upload || !/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const address = clientAddress(request);
    const inFlight = uploadsInFlight.get(address) ?? 0;
    if (inFlight >= limits.uploadsPerAddress) return sendProblem(reply, problem(429, M.tooManyUploads));
    uploadsInFlight.set(address, inFlight + 1);
    // 'close' comes however the request ends: answered, failed, or the client gone.
    reply.raw.once('close', () => {
      const left = (uploadsInFlight.get(address) ?? 1) - 1;
      if (left > 0) uploadsInFlight.set(address, left);
      else uploadsInFlight.delete(address);
    });
  });
});
