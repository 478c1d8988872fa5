import type { MetaArgs } from 'react-router';
import Card from 'react-bootstrap/Card';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MarkdownPage } from '../../features/journal/markdown-page';
import { pageMeta } from '../../features/journal/page-meta';
import { SubscribeForm } from '../../features/newsletter/subscribe-form';
import { loadStaticPage } from '../../lib/static-pages.server';
import type { Route } from './+types/information-for-readers';

export const meta = ({ matches }: MetaArgs) => pageMeta('Information for Readers', `Read, search, follow and reuse the open-access articles of the ${JOURNAL_NAME}: issues, RSS feeds and e-mail notices.`, matches);

/** The text from the content manager (decision 0047; edit it at /admin/cms). */
export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage(context, 'information-for-readers');

/** `{{newsletter-form}}`: the subscription form (decision 0043), in the page's card. */
function NewsletterForm() {
  return (
    <Card className="jp-fact-card">
      <Card.Body>
        <SubscribeForm idPrefix="readers-subscribe" />
      </Card.Body>
    </Card>
  );
}

/** reading-side.md §2 "Information for readers": links /issues, /search; the subscription form; the three RSS feeds. */
export default function InformationForReaders({ loaderData }: Route.ComponentProps) {
  return (
    <MarkdownPage
      page={loaderData.page}
      eyebrow="Readers"
      lead={<p className="mb-0">Everything the journal publishes is free to read, download and reuse. Here is how to find articles and keep up with new ones.</p>}
      blocks={{ 'newsletter-form': NewsletterForm }}
    />
  );
}
