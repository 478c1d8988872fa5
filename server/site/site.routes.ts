import type { FastifyInstance } from 'fastify';
import { getJournalIdentity } from '../../core/settings/journal-settings.service';
import { journalCardPng } from './journal-card';

/** Public path of the journal's sharing card (og:image when an issue has no cover). */
export const JOURNAL_CARD_PATH = '/journal-card.png';

/**
 * Site-level files beside the pages: the sharing card, drawn from the journal's name and kept per
 * name on this instance (a rename in the journal settings draws a new one on the next request).
 */
export async function siteRoutes(app: FastifyInstance) {
  const cards = new Map<string, Promise<Buffer>>();

  app.get(JOURNAL_CARD_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { name } = await getJournalIdentity(request.ctx);
    if (!cards.has(name)) {
      cards.clear();
      const drawing = journalCardPng(name);
      drawing.catch(() => cards.delete(name));
      cards.set(name, drawing);
    }
    const png = await cards.get(name)!;
    return reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=3600').send(png);
  });
}
