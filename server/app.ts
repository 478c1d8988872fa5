import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MemoryFailedLoginStore, type FailedLoginStore } from '../core/auth/login-throttle';
import { JOURNAL_NAME } from '../contract/journal';
import type { Ctx } from '../core/context';
import type { FileStore } from '../core/files/file-store';
import type { MailSender } from '../core/mail/mail-sender';
import type { Database } from '../db/client';
import { adminMailRoutes } from './api/admin/admin-mail.routes';
import { adminPagesRoutes } from './api/admin/admin-pages.routes';
import { adminMailTemplatesRoutes } from './api/admin/admin-mail-templates.routes';
import { adminNewsletterRoutes } from './api/admin/admin-newsletter.routes';
import { adminPapersRoutes } from './api/admin/admin-papers.routes';
import { adminSettingsRoutes } from './api/admin/admin-settings.routes';
import { adminUsersRoutes } from './api/admin/admin-users.routes';
import { adminUsageRoutes } from './api/admin/admin-usage.routes';
import { adminIssuesRoutes } from './api/admin/admin-issues.routes';
import { adminEditorialBoardRoutes } from './api/admin/admin-editorial-board.routes';
import { adminAnnouncementsRoutes } from './api/admin/admin-announcements.routes';
import { imagesRoutes } from './api/images/images.routes';
import { authRoutes } from './api/auth/auth.routes';
import { categoriesRoutes } from './api/categories/categories.routes';
import { contactRoutes } from './api/contact/contact.routes';
import { reviewersRoutes } from './api/editor/reviewers.routes';
import { editorDeskRoutes } from './api/editor/editor-desk.routes';
import { reviewerCandidatesRoutes } from './api/editor/reviewer-candidates.routes';
import { reviewerApplicationsRoutes } from './api/reviewer-applications/reviewer-applications.routes';
import { reviewerProfileRoutes } from './api/reviewer-profile/reviewer-profile.routes';
import { reviewRatingsRoutes } from './api/editor/review-ratings.routes';
import { reviewAssignmentsRoutes } from './api/editor/review-assignments.routes';
import { reviewsRoutes } from './api/reviews/reviews.routes';
import { healthRoutes } from './api/health/health.routes';
import { announcementsRoutes } from './api/announcements/announcements.routes';
import { editorialRoutes } from './api/editorial/editorial.routes';
import { issuesRoutes } from './api/issues/issues.routes';
import { publicationsRoutes } from './api/publications/publications.routes';
import { adminSpecialIssuesRoutes } from './api/special-issues/admin-special-issues.routes';
import { specialIssuesRoutes } from './api/special-issues/special-issues.routes';
import { manuscriptTemplateRoutes } from './api/journal/manuscript-template.routes';
import { newsletterRoutes } from './api/newsletter/newsletter.routes';
import { authorPapersRoutes } from './api/papers/author-papers.routes';
import { papersRoutes } from './api/papers/papers.routes';
import { usersRoutes } from './api/users/users.routes';
import { coreSettingsOf, type Config } from './config';
import { openFileStore } from './file-store';
import { openapiInfo, openapiTransform, openapiTransformObject } from './openapi';
import { problemSchema } from '../contract/http/problem';
import { feedsRoutes } from './feeds/feeds.routes';
import { siteRoutes } from './site/site.routes';
import { jatsRoutes } from './scholarly/jats.routes';
import { scholarlyAdminRoutes } from './scholarly/scholarly-admin.routes';
import { doiManagerRoutes } from './scholarly/doi-manager.routes';
import { oaiRoutes } from './oai/oai.routes';
import { invoicesRoutes } from './api/invoices/invoices.routes';
import { PageCache } from './page-cache';
import { SharedFailedLoginStore } from './redis/failed-logins';
import { localPageCacheInvalidation, sharedPageCacheInvalidation } from './redis/page-cache-invalidation';
import { sharedRateLimitStore } from './redis/rate-limit-store';
import type { SharedRedis } from './redis/shared-redis';
import { PAGE_ROUTE, pageRoute, unavailablePage, type PageServer } from './pages';
import { paperViewCounter } from './paper-views';
import { UsageRecorder } from '../core/usage/usage.service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { lifecycleGatePlugin } from './plugins/lifecycle-gate';
import { Lifecycle } from './lifecycle';
import { metricsPlugin } from './metrics';
import { inputTextPlugin } from './plugins/input-text';
import { noStorePlugin } from './plugins/no-store';
import { securityPlugin } from './plugins/security';
import { SLOW_CLIENT_LIMITS, serverTimeouts, slowClientsPlugin, type SlowClientLimits } from './plugins/slow-clients';
import { problem, sendProblem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (OAI-PMH's form requests, decision 0056): it leaves the anonymous page cache alone. */
    changesNothing?: boolean;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mail: MailSender;
  /** null: API only (the API tests); otherwise the React Router pages. */
  pages: PageServer | null;
  clock?: () => Date;
  failedLogins?: FailedLoginStore;
  /**
   * REDIS_URL's connections (decision 0062): rate limits, the sign-in throttle and page-cache
   * invalidation shared with the other instances. Opened by the caller, who closes it after the app.
   */
  redis?: SharedRedis | null;
  logger?: FastifyServerOptions['logger'];
  dev?: boolean;
  /** Views and downloads on the COUNTER rules (decision 0059); one per instance unless given. */
  usage?: UsageRecorder;
  /** Timeouts and upload caps for slow clients (decision 0025); tests shorten them. */
  slowClients?: Partial<SlowClientLimits>;
  /**
   * Starting, ready or stopping (decision 0064): main.ts listens while still starting; without
   * it the app is ready at once. The database must be migrated, and its static pages seeded, before it is ready.
   */
  lifecycle?: Lifecycle;
  /** The file store main.ts also sweeps; unless given, the app opens its own and closes it with itself. */
  files?: FileStore;
}

/** Plugins, then /api routes, then the pages (DESIGN.md "The shape"). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mail } = deps;
  const slowClients = { ...SLOW_CLIENT_LIMITS, ...deps.slowClients };
  const app = Fastify({
    ...serverTimeouts(slowClients),
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // request.ip is the real client behind the proxies TRUST_PROXY names, so every per-address
    // limit counts clients, not the proxy (decision 0024). Off: X-Forwarded-For is ignored.
    trustProxy: config.trustProxy,
    // Decision 0064: while closing, a request that still arrives on a kept-alive connection is
    // served (its answer closes the connection; readiness says 503), not refused with Fastify's own 503.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = deps.redis ?? null;
  await redis?.start(app.log);

  const files = deps.files ?? (await openFileStore(config));
  if (!deps.files) app.addHook('onClose', () => files.close());
  const baseCtx: Omit<Ctx, 'actor'> = {
    db: database.db,
    clock: deps.clock ?? (() => new Date()),
    mail,
    files,
    settings: coreSettingsOf(config),
  };

  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const pageUnavailable = deps.pages ? unavailablePage(deps.pages, config.demo) : null;
  await app.register(errorsPlugin, { unavailablePage: pageUnavailable });
  if (config.metrics) {
    await app.register(metricsPlugin, { token: config.metrics.token, poolStats: () => database.poolStats(), outboxDepth: () => mail.pendingCount() });
  }
  await app.register(inputTextPlugin);
  await app.register(securityPlugin, { dev: deps.dev ?? false });
  await app.register(lifecycleGatePlugin, { lifecycle, unavailablePage: pageUnavailable });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Limits are set per route (server/api/papers/submission-parts.ts); files are streamed, never buffered.
  await app.register(multipart, { throwFileSizeLimit: true });
  // With Redis, every limit is counted once across instances; while it is unreachable, here (decision 0062).
  await app.register(rateLimit, { global: false, ...(redis && { store: sharedRateLimitStore(redis) }) });
  // Before auth, so a body trickled to a route that answers 401 is watched too.
  await app.register(slowClientsPlugin, { limits: slowClients });
  await app.register(authPlugin, { baseCtx, secureCookies: config.secureCookies });
  await app.register(noStorePlugin);
  await app.register(swagger, {
    openapi: {
      ...openapiInfo(config.publicUrl, JOURNAL_NAME),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform(problemSchema),
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  });

  await app.register(healthRoutes, { ping: () => database.ping(), lifecycle });
  const failedLogins = deps.failedLogins ?? (redis ? new SharedFailedLoginStore(redis) : new MemoryFailedLoginStore());
  await app.register(authRoutes, { failedLogins, secureCookies: config.secureCookies });
  await app.register(usersRoutes);
  await app.register(newsletterRoutes);
  await app.register(manuscriptTemplateRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminPagesRoutes);
  await app.register(adminMailTemplatesRoutes);
  await app.register(adminNewsletterRoutes);
  await app.register(adminIssuesRoutes);
  await app.register(adminEditorialBoardRoutes);
  await app.register(adminAnnouncementsRoutes);
  await app.register(imagesRoutes);
  await app.register(adminPapersRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminUsageRoutes);
  await app.register(reviewersRoutes);
  await app.register(editorDeskRoutes);
  await app.register(reviewerCandidatesRoutes);
  await app.register(reviewerApplicationsRoutes);
  await app.register(contactRoutes);
  await app.register(reviewerProfileRoutes);
  await app.register(reviewRatingsRoutes);
  await app.register(reviewAssignmentsRoutes);
  await app.register(reviewsRoutes);
  // One recorder of usage for downloads and page views (decision 0059): its double-click filter is this instance's.
  const usage = deps.usage ?? new UsageRecorder();
  await app.register(papersRoutes, { usage });
  await app.register(authorPapersRoutes);
  await app.register(invoicesRoutes);
  await app.register(categoriesRoutes);
  await app.register(issuesRoutes);
  await app.register(publicationsRoutes);
  await app.register(specialIssuesRoutes);
  await app.register(adminSpecialIssuesRoutes);
  await app.register(announcementsRoutes);
  await app.register(editorialRoutes);
  await app.register(scholarlyAdminRoutes);
  await app.register(doiManagerRoutes);

  // Feeds, sitemap and robots.txt: beside /api, before the pages' catch-all (DESIGN.md "The shape").
  await app.register(feedsRoutes);
  await app.register(siteRoutes);
  // JATS front matter beside the paper page (decision 0057).
  await app.register(jatsRoutes);
  await app.register(oaiRoutes);

  // Anything else under /api is a JSON 404, whatever the method.
  app.all('/api/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    sendProblem(reply, problem(404, `There is no API endpoint at ${request.method} ${request.url.split('?')[0]}.`)),
  );

  if (deps.pages) {
    await deps.pages.register(app);
    const cache = deps.dev ? null : new PageCache();
    if (cache) {
      // Any change through the API shows at once to the next anonymous reader, on every instance
      // with Redis (decision 0062): the caches are cleared before the change's answer goes out.
      const invalidation = redis ? await sharedPageCacheInvalidation(redis, cache) : localPageCacheInvalidation(cache);
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config.changesNothing) await invalidation.changed();
        return payload;
      });
    }
    app.route({ method: ['GET', 'HEAD'], url: PAGE_ROUTE, schema: { hide: true }, handler: pageRoute(deps.pages, config.demo, cache, paperViewCounter(usage)) });
  }
  return app;
}
