import type { FastifyRequest } from 'fastify';
import { parsePaperId } from '../contract/papers/papers.schema';
import type { UsageRecorder } from '../core/usage/usage.service';
import { clientAddress } from './api/rate-limits';

/** /paper/{id}, and /paper/{id}.data: React Router's navigation in the browser asking for the page's data. */
const PAPER_PAGE = /^\/paper\/([^/.?]+)(?:\.data)?\/?$/;

/**
 * Decision 0059: a view of an article page is counted where the server answers it, a fresh
 * render or the anonymous page cache's copy (decision 0009) alike, so a cached hit is a view too.
 * Only a successful GET counts (HEAD asks nothing of the page; an error shows no article); the
 * recorder leaves out robots, double-clicks and papers that are not published. A failure to count
 * is logged and never stops the page.
 */
export function paperViewCounter(usage: UsageRecorder) {
  return async (request: FastifyRequest, status: number): Promise<void> => {
    if (request.method !== 'GET' || status !== 200) return;
    const match = PAPER_PAGE.exec(request.url.split('?')[0]!);
    const paperId = match ? parsePaperId(match[1]) : null;
    if (paperId === null) return;
    try {
      await usage.record(request.ctx, { paperId, kind: 'view', client: { address: clientAddress(request), userAgent: request.headers['user-agent'] } });
    } catch (error) {
      request.log.warn({ err: error, paperId }, 'A paper view could not be counted');
    }
  };
}
