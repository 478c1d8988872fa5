import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'search';
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/** The required marker after a label; screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The ids of a field's hint and error, for aria-describedby (undefined when it has neither). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A labelled input (or text area) whose hint and error are announced and tied to it for screen readers. */
export function TextField({ id, label, registration, error, type = 'text', required, autoComplete, hint, rows }: TextFieldProps) {
  const kind = rows ? { as: 'textarea' as const, rows } : { type, autoComplete };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Control
        {...registration}
        {...kind}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
