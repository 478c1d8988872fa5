import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  countSitemapPapers,
  getCurrentIssueArticles,
  listFeedAnnouncements,
  listIssueSitemapEntries,
  listLatestArticles,
  listPaperSitemapEntries,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
} from '../../core/feeds/feeds.service';
import { getJournalIdentity } from '../../core/settings/journal-settings.service';
import type { JournalIdentity } from '../../contract/journal/journal-facts';
import { problem, sendProblem } from '../problem';
import { announcementsRss, papersRss, type RssChannel } from './rss';
import { robotsTxt, SITEMAP_LIVE_PATHS, SITEMAP_STATIC_PATHS, sitemapIndex, urlset } from './sitemap';

/**
 * The feeds of reading-side.md §2 "Information for readers" (their paths are also the links it
 * shows). Titles follow the journal's name as the settings give it: `{name}: {title}`.
 */
export const RSS_CHANNELS = {
  latestArticles: {
    path: '/rss/latest-articles',
    title: 'Latest Articles',
    description: 'The 20 most recently published articles.',
    pagePath: '/search',
  },
  currentIssue: {
    path: '/rss/current-issue',
    title: 'Current Issue',
    description: 'The articles of the latest published issue.',
    pagePath: '/issues/current',
  },
  announcements: {
    path: '/rss/announcements',
    title: 'Announcements',
    description: 'Calls for papers, deadlines, events and news from the editorial office.',
    pagePath: '/announcements',
  },
} satisfies Record<string, RssChannel>;

const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
/** Feeds and sitemaps change a few times a day at most. */
const CACHE = 'public, max-age=600';

/** The office edits announcements from /admin/cms and readers must see a change at once (decision 0051): caches ask again. */
const ASK_AGAIN = 'public, no-cache';

const send = (reply: FastifyReply, type: string, body: string, cache = CACHE) => reply.header('Content-Type', type).header('Cache-Control', cache).send(body);

/**
 * DESIGN.md "The shape": /rss/*, /sitemap.xml and /robots.txt beside /api, before the pages'
 * catch-all. Public, read-only, absolute links from PUBLIC_URL.
 */
export async function feedsRoutes(app: FastifyInstance) {
  const publicUrl = (request: { ctx: { settings: { publicUrl: string } } }) => request.ctx.settings.publicUrl.replace(/\/+$/, '');

  const named = (journal: JournalIdentity, channel: RssChannel): RssChannel => ({ ...channel, title: `${journal.name}: ${channel.title}` });

  app.get(RSS_CHANNELS.latestArticles.path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [papers, journal] = await Promise.all([listLatestArticles(request.ctx), getJournalIdentity(request.ctx)]);
    return send(reply, RSS_TYPE, papersRss(publicUrl(request), journal, named(journal, RSS_CHANNELS.latestArticles), papers, request.ctx.clock()));
  });

  app.get(RSS_CHANNELS.currentIssue.path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [current, journal] = await Promise.all([getCurrentIssueArticles(request.ctx), getJournalIdentity(request.ctx)]);
    const channel: RssChannel = current
      ? { ...RSS_CHANNELS.currentIssue, title: `${RSS_CHANNELS.currentIssue.title}, Volume ${current.issue.volume}, Issue ${current.issue.issue} (${current.issue.year})`, pagePath: `/issues/${current.issue.id}` }
      : RSS_CHANNELS.currentIssue;
    return send(reply, RSS_TYPE, papersRss(publicUrl(request), journal, named(journal, channel), current?.papers ?? [], request.ctx.clock()));
  });

  app.get(RSS_CHANNELS.announcements.path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [announcements, journal] = await Promise.all([listFeedAnnouncements(request.ctx), getJournalIdentity(request.ctx)]);
    return send(reply, RSS_TYPE, announcementsRss(publicUrl(request), journal, named(journal, RSS_CHANNELS.announcements), announcements, request.ctx.clock()), ASK_AGAIN);
  });

  async function pageEntries(ctx: Parameters<typeof listIssueSitemapEntries>[0]): Promise<SitemapEntry[]> {
    const issues = await listIssueSitemapEntries(ctx);
    const statics = SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: SITEMAP_LIVE_PATHS.has(path) ? issues.latest : undefined }));
    return [...statics, ...issues.entries];
  }

  /** One urlset while everything fits in a file; beyond that an index of page and paper files. */
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [pages, paperCount] = await Promise.all([pageEntries(request.ctx), countSitemapPapers(request.ctx)]);
    const base = publicUrl(request);
    if (pages.length + paperCount <= SITEMAP_MAX_URLS) {
      const papers = await listPaperSitemapEntries(request.ctx, 0, SITEMAP_MAX_URLS);
      return send(reply, XML_TYPE, urlset(base, [...pages, ...papers]));
    }
    const files: SitemapEntry[] = [{ path: '/sitemap-pages.xml' }];
    for (let n = 1; (n - 1) * SITEMAP_MAX_URLS < paperCount; n += 1) files.push({ path: `/sitemap-papers-${n}.xml` });
    return send(reply, XML_TYPE, sitemapIndex(base, files));
  });

  app.get('/sitemap-pages.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    send(reply, XML_TYPE, urlset(publicUrl(request), await pageEntries(request.ctx))),
  );

  app.get('/sitemap-papers-:page(^\\d{1,6}).xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const page = Number((request.params as { page: string }).page);
    const papers = page >= 1 ? await listPaperSitemapEntries(request.ctx, (page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS) : [];
    if (papers.length === 0) return sendProblem(reply, problem(404, 'There is no such sitemap file.'));
    return send(reply, XML_TYPE, urlset(publicUrl(request), papers));
  });

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl(request))),
  );
}
