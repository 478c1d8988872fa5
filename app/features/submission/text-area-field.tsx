import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextAreaFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  rows?: number;
  hint?: ReactNode;
  placeholder?: string;
}

/** A labelled text area whose hint and error are tied to it for screen readers (like TextField). */
export function TextAreaField({ id, label, registration, error, required, rows = 4, hint, placeholder }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Form.Label>
      <Form.Control
        {...registration}
        as="textarea"
        rows={rows}
        placeholder={placeholder}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
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
