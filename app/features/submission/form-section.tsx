import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One of the form's four headed sections (acting-side.md §2 /submit-paper). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="submission-section mb-4" aria-labelledby={`${id}-heading`}>
      <Card.Header as="h2" id={`${id}-heading`} className="h5 mb-0 py-3">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
