import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import './page-hero.css';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** 'feature' is the home page's larger band; every other page uses the default. */
  size?: 'default' | 'feature';
  /** Full width up to the widest container, for a page whose body is as wide (the editors' table). */
  wide?: boolean;
}

/**
 * The one page header of the site (docs/design-system.md "Page header"): the page's one h1 in
 * the serif, an optional eyebrow, a short lead and optional actions, on a solid dark band.
 */
export function PageHero({ title, eyebrow, lead, children, size = 'default', wide = false }: PageHeroProps) {
  return (
    <div className={`page-hero page-hero--${size}`}>
      <Container fluid={wide ? 'xxl' : undefined}>
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <div className="page-hero__lead">{lead}</div>}
        {children && <div className="page-hero__actions">{children}</div>}
      </Container>
    </div>
  );
}
