import { Feed, type Item } from 'feed';
import { JOURNAL_NAME, LICENCE, PUBLISHER } from '../../contract/journal';
import type { Announcement } from '../../contract/announcements/announcements.schema';
import type { FeedPaper } from '../../core/feeds/feeds.service';

/** RSS 2.0 documents built with the `feed` package; every link absolute from PUBLIC_URL. */

export interface RssChannel {
  /** The feed's own path, e.g. /rss/latest-articles. */
  path: string;
  title: string;
  description: string;
  /** The page the channel is about. */
  pagePath: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function newFeed(publicUrl: string, channel: RssChannel, updated: Date): Feed {
  return new Feed({
    title: channel.title,
    description: channel.description,
    id: `${publicUrl}${channel.path}`,
    link: `${publicUrl}${channel.pagePath}`,
    language: 'en',
    updated,
    generator: JOURNAL_NAME,
    copyright: `Articles: ${LICENCE.shortName}. ${JOURNAL_NAME}, ${PUBLISHER}.`,
    feedLinks: { rss: `${publicUrl}${channel.path}` },
    ttl: 60,
  });
}

/** Authors go in dc:creator: RSS 2.0's <author> must be an e-mail address, which the journal does not publish here. */
const creator = (names: string): Item['extensions'] => (names ? [{ name: 'dc:creator', objects: { _text: names } }] : undefined);

export function papersRss(publicUrl: string, channel: RssChannel, papers: FeedPaper[], now: Date): string {
  const dated = papers.map((paper) => paper.publishedAt ?? paper.submittedAt);
  const updated = dated.length ? new Date(Math.max(...dated.map((d) => d.getTime()))) : now;
  const feed = newFeed(publicUrl, channel, updated);
  papers.forEach((paper, index) => {
    const link = `${publicUrl}/paper/${paper.id}`;
    feed.addItem({
      title: paper.title,
      link,
      date: dated[index]!,
      description: paper.abstract,
      // content:encoded carries the authors and DOI for readers that show rich items (and declares the dc namespace).
      content: [
        paper.authorNames ? `<p>${escapeHtml(paper.authorNames)}</p>` : '',
        `<p>${escapeHtml(paper.abstract)}</p>`,
        paper.doi ? `<p>DOI: <a href="https://doi.org/${encodeURI(paper.doi)}">${escapeHtml(paper.doi)}</a></p>` : '',
      ].join(''),
      category: [{ name: paper.category }, ...paper.keywords.map((keyword) => ({ name: keyword }))],
      extensions: creator(paper.authorNames),
    });
  });
  return feed.rss2();
}

export function announcementsRss(publicUrl: string, channel: RssChannel, announcements: Announcement[], now: Date): string {
  const updated = announcements.length ? new Date(announcements[0]!.date) : now;
  const feed = newFeed(publicUrl, channel, updated);
  for (const announcement of announcements) {
    const attachments = announcement.attachments.map((a) => {
      const url = a.url.startsWith('/') ? `${publicUrl}${a.url}` : a.url;
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(a.name)}</a></li>`;
    });
    feed.addItem({
      title: announcement.title,
      link: `${publicUrl}/announcements#announcement-${announcement.id}`,
      date: new Date(announcement.date),
      description: announcement.content,
      content: `<p>${escapeHtml(announcement.content)}</p>${attachments.length ? `<ul>${attachments.join('')}</ul>` : ''}`,
      category: [{ name: announcement.type }, ...announcement.tags.map((tag) => ({ name: tag }))],
      extensions: creator(announcement.author),
    });
  }
  return feed.rss2();
}
