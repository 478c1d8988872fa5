import type { FastifyReply } from 'fastify';
import { PROBLEM_TITLES, type Problem } from '../contract/http/problem';

export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  const title = PROBLEM_TITLES[status] ?? 'Error';
  return { type: `/problems/${title.toLowerCase().replace(/\s+/g, '-')}`, title, status, detail, ...extra };
}

export function sendProblem(reply: FastifyReply, body: Problem) {
  return reply.status(body.status).type('application/problem+json').send(body);
}
