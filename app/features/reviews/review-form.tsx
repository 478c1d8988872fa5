import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useFetcher } from 'react-router';
import { REVIEW_RECOMMENDATIONS } from '../../../contract/editor-desk/editor-desk.schema';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import type { MyReview } from '../../../contract/reviews/review.schema';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import { formatCount } from '../../lib/format';
import type { ReviewField, ReviewOutcome } from './review-actions';

/** The fetcher's key: the page shows the outcome of a save or a submission above the form. */
export const FORM_FETCHER = 'review-form';

const ANNOTATED_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface FieldProps {
  id: string;
  name: ReviewField;
  label: string;
  rows: number;
  required?: boolean;
  hint: string;
  defaultValue: string | null;
  error?: string;
}

function TextArea({ id, name, label, rows, required, hint, defaultValue, error }: FieldProps) {
  return (
    <Form.Group className="mb-4" controlId={id}>
      <Form.Label className="fw-semibold">
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        name={name}
        defaultValue={defaultValue ?? ''}
        isInvalid={Boolean(error)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Form.Text id={`${id}-hint`} className="d-block">
        {hint}
      </Form.Text>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/**
 * The review form (issue 14): the competing-interest declaration, the recommendation (decision
 * 0016's five), comments to the author, confidential comments to the editor and an optional
 * annotated file. Save Draft keeps it at any time; Submit Review asks for confirmation and sends
 * it once. Required marks follow the submission's rules; a draft may be incomplete.
 */
export function ReviewForm({ review, action }: { review: MyReview; action: string }) {
  const fetcher = useFetcher<ReviewOutcome>({ key: FORM_FETCHER });
  const busy = fetcher.state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = fetcher.data;
  const error = (field: ReviewField) => (outcome && !outcome.ok ? outcome.fields?.[field] : undefined);

  function send(intent: 'save' | 'submit') {
    if (!formRef.current || busy) return;
    const form = new FormData(formRef.current);
    form.set('intent', intent);
    setConfirming(false);
    void fetcher.submit(form, { method: 'post', action, encType: 'multipart/form-data' });
  }

  function saveDraft(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send('save');
  }

  const recommendationError = error('recommendation');
  const fileError = error('annotatedFile');
  const fileHint = 'Optional. A PDF or Word (.docx) file with your notes on the manuscript, up to 10 MB. Its document properties (author, company) are removed before the authors see it.';
  return (
    <section className="card mb-4" aria-labelledby="review-form-heading" data-testid="review-form">
      <div className="card-body">
        <h2 id="review-form-heading" className="h5 mb-3">
          Your Review
        </h2>
        <Form ref={formRef} noValidate onSubmit={saveDraft} encType="multipart/form-data">
          <TextArea
            id="review-competing-interests"
            name="competingInterests"
            label="Competing interests"
            rows={2}
            required
            hint='Declare any financial or personal interest in this work, or write "None".'
            defaultValue={review.competingInterests}
            error={error('competingInterests')}
          />
          <fieldset className="mb-4" aria-describedby={recommendationError ? 'review-recommendation-error' : undefined}>
            <legend className="fs-6 fw-semibold mb-2">
              Recommendation
              <RequiredMark />
            </legend>
            <div className="review-recommendations">
              {REVIEW_RECOMMENDATIONS.map((value) => (
                <Form.Check
                  key={value}
                  type="radio"
                  id={`review-recommendation-${value.replace(/\s+/g, '-').toLowerCase()}`}
                  name="recommendation"
                  value={value}
                  label={value}
                  defaultChecked={review.recommendation === value}
                  isInvalid={Boolean(recommendationError)}
                />
              ))}
            </div>
            {recommendationError && (
              <div className="invalid-feedback d-block" id="review-recommendation-error">
                {recommendationError}
              </div>
            )}
          </fieldset>
          <TextArea
            id="review-comments-to-author"
            name="commentsToAuthor"
            label="Comments to the author"
            rows={10}
            required
            hint="The authors read these as ‘Reviewer 1’, ‘Reviewer 2’ once the editor has decided: do not sign them."
            defaultValue={review.commentsToAuthor}
            error={error('commentsToAuthor')}
          />
          <TextArea
            id="review-confidential"
            name="confidentialComments"
            label="Confidential comments to the editor"
            rows={5}
            hint="Optional. Only the editors read these."
            defaultValue={review.confidentialComments}
            error={error('confidentialComments')}
          />
          <Form.Group className="mb-4" controlId="review-annotated-file">
            <Form.Label className="fw-semibold">Annotated file</Form.Label>
            {review.annotatedFile && (
              <p className="small mb-2" data-testid="saved-annotated-file">
                Saved: {review.annotatedFile.fileName} ({formatCount(Math.max(1, Math.round(review.annotatedFile.sizeBytes / 1024)))} KB). A new file replaces it.
              </p>
            )}
            <Form.Control
              type="file"
              name="annotatedFile"
              accept={ANNOTATED_ACCEPT}
              isInvalid={Boolean(fileError)}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy('review-annotated-file', fileHint, fileError)}
            />
            <Form.Text id="review-annotated-file-hint" className="d-block">
              {fileHint}
            </Form.Text>
            {fileError && (
              <Form.Control.Feedback type="invalid" id="review-annotated-file-error">
                {fileError}
              </Form.Control.Feedback>
            )}
            {review.annotatedFile && <Form.Check className="mt-2" type="checkbox" id="review-remove-annotated-file" name="removeAnnotatedFile" label="Remove the saved file" />}
          </Form.Group>
          <div aria-live="polite">
            {outcome && (outcome.ok || !Object.keys(outcome.fields ?? {}).length) && (
              <Alert variant={outcome.ok ? 'success' : 'danger'} data-testid="review-form-notice">
                {outcome.message}
              </Alert>
            )}
          </div>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="outline-primary" disabled={busy} data-testid="save-draft">
              {busy && fetcher.formData?.get('intent') === 'save' ? 'Saving...' : 'Save Draft'}
            </Button>
            <Button type="button" variant="primary" disabled={busy} onClick={() => setConfirming(true)} data-testid="submit-review">
              {busy && fetcher.formData?.get('intent') === 'submit' ? 'Sending...' : 'Submit Review'}
            </Button>
          </div>
        </Form>
      </div>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="submit-review-title">
        <Modal.Header closeButton>
          <Modal.Title id="submit-review-title" as="h2" className="h5">
            Submit Review
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{M.confirmSubmit}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => send('submit')} data-testid="confirm-submit-review">
            Send to the Editor
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
