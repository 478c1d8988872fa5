import { useEffect, useRef, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * What a public form shows once it has been sent (the contact form, /become-reviewer): the
 * spec's title and sentence in a status card whose heading takes focus, so the change is heard.
 */
export function SuccessPanel({ title, lead, testId, children }: { title: string; lead: string; testId: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="border-success shadow-sm" role="status" data-testid={testId}>
      <Card.Body className="p-4 text-center">
        <h2 ref={heading} tabIndex={-1} className="h3 text-success">
          {title}
        </h2>
        <p className="lead">{lead}</p>
        {children}
      </Card.Body>
    </Card>
  );
}
