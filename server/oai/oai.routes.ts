import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerOaiRequest } from './oai-response';

/** The OAI-PMH base URL's path (decision 0056); linked from every page's head and /information-for-readers. */
export const OAI_PATH = '/oai';

const XML_TYPE = 'text/xml; charset=utf-8';
/** Harvests resume within hours; the lists change with every publication, so caches ask again. */
const ASK_AGAIN = 'public, no-cache';
/** A form body holds a verb and a few arguments (a resumption token is a few hundred characters). */
const FORM_LIMIT = 16 * 1024;

/**
 * Public like the feeds; control characters in the arguments are a badArgument (oai-arguments.ts),
 * not a problem; a harvester's POST reads only, so it does not empty the anonymous page cache.
 */
const ROUTE_CONFIG = { access: 'public', checksOwnText: true, changesNothing: true } as const;

/**
 * OAI-PMH 2.0 at /oai (DESIGN.md "The shape"), public like the feeds: GET with a query string and
 * POST with an `application/x-www-form-urlencoded` body answer the same (OAI-PMH 2.0 §3.1.1).
 */
export async function oaiRoutes(app: FastifyInstance) {
  // This plugin's own form parser: the arguments are read from the raw text, so that a repeated one is seen.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => done(null, String(body)));

  const send = async (request: FastifyRequest, reply: FastifyReply, encoded: string) =>
    reply.header('Content-Type', XML_TYPE).header('Cache-Control', ASK_AGAIN).send(await answerOaiRequest(request.ctx, encoded));

  app.get(OAI_PATH, { config: ROUTE_CONFIG, schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return send(request, reply, query < 0 ? '' : request.url.slice(query + 1));
  });

  app.post(OAI_PATH, { config: ROUTE_CONFIG, schema: { hide: true } }, async (request, reply) =>
    // A body of another type (JSON) carries no OAI arguments: the answer is then badVerb, as for an empty form.
    send(request, reply, typeof request.body === 'string' ? request.body : ''),
  );
}
