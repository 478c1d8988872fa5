import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { MAP_ORIGIN } from '../../contract/contact/office-map';

type WithNonce = IncomingMessage & { cspNonce?: string };

/**
 * Powerful browser features the journal never uses, denied to its pages and anything they
 * embed, and no interest-based advertising cohorts. Only features Chromium recognises are
 * listed: an unknown name costs a console warning on every page. Fullscreen stays allowed for
 * our own pages (a PDF viewer's presentation mode).
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'compute-pressure',
    'display-capture',
    'encrypted-media',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'interest-cohort',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'private-state-token-issuance',
    'private-state-token-redemption',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'storage-access',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'fullscreen=(self)',
].join(', ');

/**
 * The pages that may frame another site, and which (decision 0042): /contact shows
 * OpenStreetMap's map once the visitor asks for it. Every other page frames only our own.
 */
export const FRAME_SOURCES: Record<string, readonly string[]> = { '/contact': [MAP_ORIGIN] };

export function frameSources(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return ["'self'", ...(FRAME_SOURCES[path] ?? [])].join(' ');
}

/**
 * Strict headers for every response. Scripts run only from our origin or with this
 * response's nonce (React Router's hydration data is an inline script carrying it).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { dev: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    (request.raw as WithNonce).cspNonce = randomBytes(16).toString('base64');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
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
        frameSrc: [(req) => frameSources(req.url)],
        ...(options.dev ? {} : { upgradeInsecureRequests: null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
