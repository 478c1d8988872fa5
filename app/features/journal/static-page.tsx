import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { PageHero } from '../../components/layout/page-hero';
import './journal-pages.css';

export interface TocEntry {
  id: string;
  title: string;
}

interface StaticPageProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Wider body for pages with large tables or card grids. */
  wide?: boolean;
  /**
   * The table of contents: by default the page's own PageSections (their h2s), shown when there
   * are at least three; `false` for pages with their own navigation.
   */
  toc?: TocEntry[] | false;
}

/** Fewer sections than this read fine without a table of contents. */
const TOC_MIN_SECTIONS = 3;

/** The h2s of a page: its PageSections with an id, found in the element tree (rendered on the server). */
export function collectSections(children: ReactNode): TocEntry[] {
  const found: TocEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<{
      id?: string;
      title?: string;
      children?: ReactNode;
    }>;
    if (element.type === PageSection) {
      if (element.props.id && element.props.title) found.push({ id: element.props.id, title: element.props.title });
      return;
    }
    if (element.props.children) found.push(...collectSections(element.props.children));
  });
  return found;
}

/** "On this page": a sticky side column on wide screens, a closed disclosure on phones; plain links, no script. */
function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const links = (
    <ol className="jp-toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.title}</a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="jp-toc jp-toc--compact d-lg-none mb-4">
        <summary>On this page</summary>
        <nav aria-label="On this page">{links}</nav>
      </details>
      <nav className="jp-toc jp-toc--side d-none d-lg-block" aria-labelledby="jp-toc-heading">
        <p id="jp-toc-heading" className="jp-toc__heading">
          On this page
        </p>
        {links}
      </nav>
    </>
  );
}

/** The frame of every information page: the shared page header, then its sections beside their contents. */
export function StaticPage({ title, eyebrow, lead, children, wide, toc }: StaticPageProps) {
  const entries = toc === false ? [] : (toc ?? collectSections(children));
  const withToc = entries.length >= TOC_MIN_SECTIONS;
  const body = <div className={wide ? 'jp-body--wide' : 'jp-body'}>{children}</div>;
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} lead={lead} />
      <Container className="py-5 jp-page">
        {withToc ? (
          <div className="jp-layout">
            <aside className="jp-layout__toc">
              <TableOfContents entries={entries} />
            </aside>
            <div className="jp-layout__main">{body}</div>
          </div>
        ) : (
          body
        )}
      </Container>
    </>
  );
}

interface PageSectionProps {
  id?: string;
  title: string;
  children: ReactNode;
}

/** One titled section (h2) of an information page; `id` makes it a link target. */
export function PageSection({ id, title, children }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className="jp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ResponsiveTableProps {
  caption: string;
  id: string;
  children: ReactNode;
  className?: string;
}

/**
 * A captioned table that scrolls sideways on narrow screens; the scroll area is focusable and
 * named so keyboard users can scroll it too (axe "scrollable-region-focusable").
 */
export function ResponsiveTable({ caption, id, children, className }: ResponsiveTableProps) {
  return (
    <div className="table-responsive jp-table-wrap mb-3" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={`table table-striped align-middle jp-table ${className ?? ''}`}>
        <caption id={`${id}-caption`}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
