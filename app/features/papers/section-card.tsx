import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * One of the cards after the article (decision 0031): a section named by its h2 in the card's
 * header. The workflow cards, the review comments and the version history share it.
 */
export function SectionCard({ id, title, testId, children, flush = false }: { id: string; title: ReactNode; testId?: string; children: ReactNode; flush?: boolean }) {
  return (
    <Card className="mb-4" as="section" aria-labelledby={id} data-testid={testId}>
      <Card.Header>
        <h2 id={id} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      {flush ? children : <Card.Body className="p-3 p-md-4">{children}</Card.Body>}
    </Card>
  );
}
