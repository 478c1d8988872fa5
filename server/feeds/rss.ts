import { LICENCE } from '../../contract/journal/identity';
import type { JournalIdentity } from '../../contract/journal/journal-facts';
import type { Announcement } from '../../contract/announcements/announcements.schema';
import type { FeedPaper } from '../../core/feeds/feeds.service';
import { xmlText } from './xml-text';

/**
 * RSS 2.0 documents, every link absolute from PUBLIC_URL. Written here rather than with a feed
 * library because what matters is how user text is escaped (the library put titles and
 * descriptions raw inside CDATA, so an abstract's markup became live HTML in feed readers):
 * - plain-text elements (titles, authors, categories) are escaped as XML text, with the
 *   hexadecimal references the RSS Best Practices Profile recommends (&#x26; &#x3C; &#x3E;);
 * - <description> and content:encoded hold entity-encoded HTML, so user text is HTML-escaped
 *   first and the HTML then escaped as XML text. No CDATA anywhere.
 */

export interface RssChannel {
  /** The feed's own path, e.g. /rss/latest-articles. */
  path: string;
  title: string;
  description: string;
  /** The page the channel is about. */
  pagePath: string;
}

interface RssItem {
  title: string;
  link: string;
  date: Date;
  /** Plain text: HTML-escaped into the description. */
  summary: string;
  /** HTML the journal writes, with every piece of user text in it already HTML-escaped. */
  contentHtml: string;
  categories: string[];
  /** Shown names, one dc:creator each: RSS 2.0's <author> must be an e-mail address, which the journal does not publish here. */
  creators: string[];
  /** A paper's DOI (prism:doi). */
  doi?: string | null;
}

/** Categories once each, compared without case ('Deadline' and 'deadline' are one), the first spelling kept. */
export function distinctCategories(names: string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLocaleLowerCase('en');
      if (!name || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** User text as HTML text (and attribute values). */
const htmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only web addresses become links: anything else (javascript:, data:) is left out. */
const webAddress = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`;

function rssDocument(publicUrl: string, journal: JournalIdentity, channel: RssChannel, updated: Date, items: RssItem[]): string {
  const head = [
    element('title', channel.title),
    element('link', `${publicUrl}${channel.pagePath}`),
    element('description', channel.description),
    element('lastBuildDate', updated.toUTCString()),
    element('docs', 'https://www.rssboard.org/rss-specification'),
    element('generator', journal.name),
    element('language', 'en'),
    element('ttl', '60'),
    element('copyright', `Articles: ${LICENCE.shortName}. ${journal.name}, ${journal.publisher}.`),
    `<atom:link href="${xmlText(`${publicUrl}${channel.path}`)}" rel="self" type="application/rss+xml"/>`,
    // PRISM: the journal's name and ISSNs, which RSS 2.0 has no element for.
    element('prism:publicationName', journal.name),
    journal.issnPrint ? element('prism:issn', journal.issnPrint) : '',
    journal.issnOnline ? element('prism:eIssn', journal.issnOnline) : '',
  ].filter(Boolean);
  const body = items.map((item) =>
    [
      element('title', item.title),
      element('link', item.link),
      element('guid', item.link, ' isPermaLink="true"'),
      element('pubDate', item.date.toUTCString()),
      element('description', htmlText(item.summary)),
      element('content:encoded', item.contentHtml),
      ...distinctCategories(item.categories).map((name) => element('category', name)),
      ...item.creators.filter((name) => name.trim()).map((name) => element('dc:creator', name)),
      item.doi ? element('prism:doi', item.doi) : '',
    ].filter(Boolean),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...body.flatMap((lines) => ['    <item>', ...lines.map((line) => `      ${line}`), '    </item>']),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function papersRss(publicUrl: string, journal: JournalIdentity, channel: RssChannel, papers: FeedPaper[], now: Date): string {
  const dated = papers.map((paper) => paper.publishedAt ?? paper.submittedAt);
  const updated = dated.length ? new Date(Math.max(...dated.map((d) => d.getTime()))) : now;
  const items = papers.map((paper, index): RssItem => ({
    title: paper.title,
    link: `${publicUrl}/paper/${paper.id}`,
    date: dated[index]!,
    summary: paper.abstract,
    // content:encoded carries the authors and DOI for readers that show rich items.
    contentHtml: [
      paper.authorNames ? `<p>${htmlText(paper.authorNames)}</p>` : '',
      `<p>${htmlText(paper.abstract)}</p>`,
      paper.doi ? `<p>DOI: <a href="${htmlText(`https://doi.org/${encodeURI(paper.doi)}`)}">${htmlText(paper.doi)}</a></p>` : '',
    ].join(''),
    categories: [paper.category, ...paper.keywords],
    creators: paper.authors,
    doi: paper.doi,
  }));
  return rssDocument(publicUrl, journal, channel, updated, items);
}

export function announcementsRss(publicUrl: string, journal: JournalIdentity, channel: RssChannel, announcements: Announcement[], now: Date): string {
  const updated = announcements.length ? new Date(announcements[0]!.date) : now;
  const items = announcements.map((announcement): RssItem => {
    const attachments = announcement.attachments.map((a) => {
      const url = webAddress(a.url.startsWith('/') ? `${publicUrl}${a.url}` : a.url);
      return url ? `<li><a href="${htmlText(url)}">${htmlText(a.name)}</a></li>` : `<li>${htmlText(a.name)}</li>`;
    });
    return {
      title: announcement.title,
      link: `${publicUrl}/announcements#announcement-${announcement.id}`,
      date: new Date(announcement.date),
      summary: announcement.content,
      contentHtml: `<p>${htmlText(announcement.content)}</p>${attachments.length ? `<ul>${attachments.join('')}</ul>` : ''}`,
      categories: [announcement.type, ...announcement.tags],
      creators: [announcement.author],
    };
  });
  return rssDocument(publicUrl, journal, channel, updated, items);
}
