import type { AppLoadContext } from 'react-router';
import type { EditablePageSlug } from '../../contract/pages/page-registry';
import type { PublicPage } from '../../contract/pages/page-segments';
import { getPublicPage } from '../../core/pages/pages.service';

/** A static page's text from the content manager (decision 0047), for its route's loader. */
export async function loadStaticPage(context: AppLoadContext, slug: EditablePageSlug): Promise<{ page: PublicPage }> {
  const page = await getPublicPage(context.ctx.db, slug);
  // The pages are seeded at every start (server/app.ts): a missing one is a broken install, not a reader's 404.
  if (!page) throw new Error(`The static page ${slug} is not stored; restart the server to seed it.`);
  return { page };
}
