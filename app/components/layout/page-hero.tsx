import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import './page-hero.css';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The heading band of a reading page: the page's one h1, a short lead and optional actions. */
export function PageHero({ title, eyebrow, lead, children }: PageHeroProps) {
  return (
    <div className="page-hero py-5">
      <Container>
        {eyebrow && <p className="page-hero__eyebrow mb-2">{eyebrow}</p>}
        <h1 className="display-6 fw-semibold mb-3">{title}</h1>
        {lead && <div className="lead mb-0 page-hero__lead">{lead}</div>}
        {children}
      </Container>
    </div>
  );
}
