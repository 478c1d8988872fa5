import { INDEXED_PAGE_PATHS } from '../../contract/journal/public-pages';
import type { SitemapEntry } from '../../core/feeds/feeds.service';
import { xmlText } from './xml-text';

/**
 * The public pages of the route table that an indexer should list, from the one page list the
 * /sitemap page shows too: aliases, sign-in, submission and dashboards are left out. Issues and
 * papers are added from the database.
 */
export const SITEMAP_STATIC_PATHS = INDEXED_PAGE_PATHS;

/** Pages whose content follows the latest issue and papers. */
export const SITEMAP_LIVE_PATHS = new Set(['/', '/archives', '/issues', '/current-publications']);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';


export function urlset(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${xmlText(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(publicUrl: string, files: SitemapEntry[]): string {
  const items = files.map((f) => `<sitemap><loc>${xmlText(publicUrl + f.path)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled; the API, the admin portal and dashboards not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /editor-dashboard',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
