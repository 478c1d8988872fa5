import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy } from './text-field';

interface FileFieldProps {
  id: string;
  label: string;
  /** What the picker offers; the server judges the file by its content anyway. */
  accept: string;
  hint?: ReactNode;
  error?: string;
  onChange(file: File | null): void;
}

/** A labelled file input whose hint and error are announced and tied to it (the admin forms' cover, PDF and photo). */
export function FileField({ id, label, accept, hint, error, onChange }: FileFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        accept={accept}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
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
