import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findDisallowedText, isAllowedText, TEXT_NOT_ALLOWED } from '../../contract/http/text';
import { problem, sendProblem } from '../problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route applies the rule itself and answers in its own protocol (OAI-PMH answers a
     * badArgument in XML, decision 0056), not with a problem.
     */
    checksOwnText?: boolean;
  }
}

/** The pages' catch-all: its loaders read the URL through the contract schemas, which carry the same rule, and answer with a page. */
const isPageRoute = (request: FastifyRequest) => request.routeOptions.url === '/*';
const checksOwnText = (request: FastifyRequest) => request.routeOptions.config.checksOwnText === true;

/**
 * DESIGN.md "API conventions": bad input is a 400, never a 500. Whatever a route's schema says
 * (or a route added later forgets), no text with a NUL, another C0 control character or a
 * lone surrogate (contract/http/text.ts) reaches a handler, and so SQL, from the path, the query
 * string or a JSON body. Multipart fields are checked as they are read
 * (server/api/papers/submission-parts.ts).
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (isPageRoute(request) || checksOwnText(request)) return;
    const sources: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [source, value] of sources) {
      const found = findDisallowedText(value);
      if (!found) continue;
      const field = found.path[0] !== undefined && isAllowedText(found.path[0]) ? found.path[0] : source;
      return sendProblem(reply, problem(400, TEXT_NOT_ALLOWED, { errors: { [field]: [TEXT_NOT_ALLOWED] } }));
    }
  });
});
