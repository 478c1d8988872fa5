import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';

/** The narrow card the sign-in, registration and password pages share. */
export function AuthCard({ title, tone = 'user', wide, children }: { title: string; tone?: 'user' | 'admin' | 'editor'; wide?: boolean; children: ReactNode }) {
  return (
    <Container className="py-5">
      <Card className={`auth-card auth-card--${tone} mx-auto shadow-sm${wide ? ' auth-card--wide' : ''}`}>
        <Card.Header as="div" className="auth-card__header">
          <h1 className="h3 mb-0">{title}</h1>
        </Card.Header>
        <Card.Body className="p-4">{children}</Card.Body>
      </Card>
    </Container>
  );
}
