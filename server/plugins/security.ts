import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

type WithNonce = IncomingMessage & { cspNonce?: string };

/**
 * Strict headers for every response. Scripts run only from our origin or with this
 * response's nonce (React Router's hydration data is an inline script carrying it).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { dev: boolean }) => {
  app.addHook('onRequest', async (request) => {
    (request.raw as WithNonce).cspNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${(req as WithNonce).cspNonce}'`],
        // React-Bootstrap sets style attributes (progress bars, transitions).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.dev ? ["'self'", 'ws:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.dev ? {} : { upgradeInsecureRequests: null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
