import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import './journal-pages.css';

interface StaticPageProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Wider body for pages with large tables or card grids. */
  wide?: boolean;
}

/** The frame of every information page: a heading band with the page's one h1, then its sections. */
export function StaticPage({ title, eyebrow, lead, children, wide }: StaticPageProps) {
  return (
    <>
      <div className="jp-hero py-5">
        <Container>
          {eyebrow && <p className="jp-hero__eyebrow mb-2">{eyebrow}</p>}
          <h1 className="display-6 fw-semibold mb-3">{title}</h1>
          {lead && <div className="lead mb-0">{lead}</div>}
        </Container>
      </div>
      <Container className="py-5 jp-page">
        <div className={wide ? undefined : 'jp-body'}>{children}</div>
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
