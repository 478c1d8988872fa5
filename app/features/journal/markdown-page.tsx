import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PagePart, PublicPage } from '../../../contract/pages/page-segments';
import { PAGE_BLOCK_COMPONENTS, type PageBlockComponents } from './page-blocks';
import { PageTocContext } from './page-toc-context';
import { StaticPage } from './static-page';
import './markdown-page.css';

/**
 * A static page whose text comes from the content manager (decision 0047): the header stays the
 * design system's (StaticPage, PageHero), the body is the page's sanitised HTML with the journal's
 * data blocks placed where its Markdown names them, and the table of contents its h2s.
 */

function Part({ part, blocks }: { part: PagePart; blocks: PageBlockComponents }) {
  if (part.kind === 'block') {
    const Block = blocks[part.name] ?? (PAGE_BLOCK_COMPONENTS as PageBlockComponents)[part.name];
    // A block another feature provides, on a page whose route does not give it: nothing to show.
    return Block ? <Block /> : null;
  }
  // Rendered by the server from Markdown with HTML off, then sanitised (core/pages/page-markdown.ts).
  return <div className="jp-markdown" dangerouslySetInnerHTML={{ __html: part.html }} />;
}

const parts = (list: PagePart[], blocks: PageBlockComponents) => list.map((part, index) => <Part key={index} part={part} blocks={blocks} />);

/** A click on a link inside the site stays in the app (no full reload), as <Link> would. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

export function MarkdownBody({ segments, blocks = {}, className }: { segments: PublicPage['segments']; blocks?: PageBlockComponents; className?: string }) {
  const onClick = useInternalLinks();
  return (
    // The wrapper only listens for clicks on links; it takes no room (display: contents).
    <div className={className ? `jp-markdown ${className}` : 'jp-markdown'} onClick={onClick}>
      {segments.map((segment, index) =>
        segment.kind === 'section' ? (
          <section key={segment.id} id={segment.id} className="jp-section" aria-labelledby={`${segment.id}-heading`}>
            {parts(segment.parts, blocks)}
          </section>
        ) : (
          <Part key={index} part={segment} blocks={blocks} />
        ),
      )}
    </div>
  );
}

interface MarkdownPageProps {
  page: PublicPage;
  /** A class for the body's wrapper, for a page's own styles (the FAQ's questions). */
  className?: string;
  eyebrow?: string;
  lead?: ReactNode;
  wide?: boolean;
  /** Blocks of other features this page shows (the newsletter form). */
  blocks?: PageBlockComponents;
}

export function MarkdownPage({ page, eyebrow, lead, wide, blocks, className }: MarkdownPageProps) {
  return (
    <StaticPage title={page.title} eyebrow={eyebrow} lead={lead} wide={wide} toc={page.toc}>
      <PageTocContext value={page.toc}>
        <MarkdownBody segments={page.segments} blocks={blocks} className={className} />
      </PageTocContext>
    </StaticPage>
  );
}
