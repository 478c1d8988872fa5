import type { FastifyInstance } from 'fastify';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import { parseRowId } from '../../contract/http/ids';
import { getArticleJats } from '../../core/scholarly/scholarly-outputs.service';
import { problem, sendProblem } from '../problem';

/**
 * /paper/{id}/jats.xml (decision 0057): a published article's JATS 1.3 front matter, public like the
 * feeds, beside the paper page. Anything not published is the paper page's 404.
 */
export async function jatsRoutes(app: FastifyInstance) {
  app.get('/paper/:id/jats.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const id = parseRowId((request.params as { id?: unknown }).id);
    if (id === null) return sendProblem(reply, problem(404, M.paperNotFound));
    const xml = await getArticleJats(request.ctx, id);
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
  });
}
