import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../contract/http/availability';
import { PROBLEM_TITLES, type Problem } from '../contract/http/problem';

export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  const title = PROBLEM_TITLES[status] ?? 'Error';
  return { type: `/problems/${title.toLowerCase().replace(/\s+/g, '-')}`, title, status, detail, ...extra };
}

export function sendProblem(reply: FastifyReply, body: Problem) {
  return reply.status(body.status).type('application/problem+json').send(body);
}

/** A 503 the client should retry (decision 0064): starting, shutting down, or the database not answering. */
export function sendUnavailable(reply: FastifyReply, detail: string) {
  return sendProblem(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), problem(503, detail));
}
