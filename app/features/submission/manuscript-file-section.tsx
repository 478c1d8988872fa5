import type { ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { FormSection } from './form-section';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import { formatFileSize } from '../../lib/format';
import { MANUSCRIPT_ACCEPT } from '../../../contract/papers/manuscript-files';
import { fieldId } from './submission-errors';

interface ManuscriptFileSectionProps {
  file: File | null;
  error: string | null;
  onChange(file: File | null): void;
  /** When revising: the version the new file becomes. */
  revisionVersion?: number;
  /** Changes to empty the input (a discarded draft). */
  resetKey?: number;
}

/** Manuscript File (acting-side.md §5 "Manuscript", §9): PDF, DOC or DOCX up to 10MB. */
export function ManuscriptFileSection({ file, error, onChange, revisionVersion, resetKey }: ManuscriptFileSectionProps) {
  const id = fieldId('manuscript');
  const onPick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  return (
    <FormSection id="manuscript-file" title="Manuscript File">
      <Form.Group controlId={id}>
        <Form.Label>
          {revisionVersion ? 'Revised Manuscript' : 'Manuscript'}
          <RequiredMark />
        </Form.Label>
        <Form.Control
          key={resetKey}
          type="file"
          accept={MANUSCRIPT_ACCEPT}
          onChange={onPick}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(id, true, error)}
        />
        <Form.Text id={`${id}-hint`} className="d-block">
          {revisionVersion
            ? `Upload the revised manuscript; it becomes version ${revisionVersion}. PDF, DOC or DOCX, up to 10MB.`
            : 'PDF, DOC or DOCX, up to 10MB. Prepare it with the manuscript template and remove author names for double-blind review.'}
        </Form.Text>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
        {file && !error && (
          <p className="small mt-2 mb-0" data-testid="chosen-manuscript">
            Selected: {file.name} ({formatFileSize(file.size)})
          </p>
        )}
      </Form.Group>
    </FormSection>
  );
}
