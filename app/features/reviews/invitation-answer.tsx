import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFetcher } from 'react-router';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import type { ReviewField, ReviewOutcome } from './review-actions';

/**
 * Accept, or decline with a reason and perhaps someone to ask instead (issue 14): from the mail's
 * link without a password, or signed in. The page's clientAction sends it (review-actions.ts).
 */
/** The fetcher's key: the page reads the answer's outcome after the invitation gives way to the review. */
export const ANSWER_FETCHER = 'review-answer';

export function InvitationAnswer({ action }: { action: string }) {
  const fetcher = useFetcher<ReviewOutcome>({ key: ANSWER_FETCHER });
  const busy = fetcher.state !== 'idle';
  const [declining, setDeclining] = useState(false);
  const outcome = fetcher.data;
  const error = (field: ReviewField) => (outcome && !outcome.ok ? outcome.fields?.[field] : undefined);

  function send(event: FormEvent<HTMLFormElement>, intent: 'accept' | 'decline') {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    form.set('intent', intent);
    void fetcher.submit(form, { method: 'post', action });
  }

  if (outcome?.ok && outcome.intent === 'decline') {
    return (
      <Alert variant="success" data-testid="decline-done">
        {outcome.message}
      </Alert>
    );
  }

  const reasonError = error('reason');
  const nameError = error('suggestedName');
  const emailError = error('suggestedEmail');
  return (
    <section className="card mb-4" aria-labelledby="invitation-answer-heading" data-testid="invitation-answer">
      <div className="card-body">
        <h2 id="invitation-answer-heading" className="h5">
          Will you review this manuscript?
        </h2>
        <p className="jals-measure">
          The review is double-blind: the authors will not learn who you are, and you will not learn who they are. If you know who wrote it, or have a competing interest, please decline and say
          why.
        </p>
        <div aria-live="polite">
          {outcome && !outcome.ok && !reasonError && !nameError && !emailError && (
            <Alert variant="danger" data-testid="answer-error">
              {outcome.message}
            </Alert>
          )}
        </div>
        {!declining && (
          <Form onSubmit={(event) => send(event, 'accept')} className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={busy} data-testid="accept-invitation">
              {busy ? 'Sending...' : 'Accept Invitation'}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={() => setDeclining(true)} disabled={busy} data-testid="show-decline">
              Decline
            </Button>
          </Form>
        )}
        {declining && (
          <Form noValidate onSubmit={(event) => send(event, 'decline')} aria-labelledby="decline-heading" data-testid="decline-form">
            <h3 id="decline-heading" className="h6">
              Decline the invitation
            </h3>
            <Form.Group className="mb-3" controlId="decline-reason">
              <Form.Label>
                Why can you not review it?
                <RequiredMark />
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                name="reason"
                isInvalid={Boolean(reasonError)}
                aria-required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={describedBy('decline-reason', null, reasonError)}
              />
              {reasonError && (
                <Form.Control.Feedback type="invalid" id="decline-reason-error">
                  {reasonError}
                </Form.Control.Feedback>
              )}
            </Form.Group>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold mb-1">Suggest another reviewer (optional)</legend>
              <p className="small text-body-secondary" id="suggested-hint">
                Someone with the expertise who could review it instead; the editor decides whether to invite them.
              </p>
              <div className="row g-3">
                <Form.Group className="col-md-6" controlId="suggested-name">
                  <Form.Label>Name</Form.Label>
                  <Form.Control
                    name="suggestedName"
                    autoComplete="off"
                    isInvalid={Boolean(nameError)}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={['suggested-hint', nameError ? 'suggested-name-error' : null].filter(Boolean).join(' ')}
                  />
                  {nameError && (
                    <Form.Control.Feedback type="invalid" id="suggested-name-error">
                      {nameError}
                    </Form.Control.Feedback>
                  )}
                </Form.Group>
                <Form.Group className="col-md-6" controlId="suggested-email">
                  <Form.Label>Email</Form.Label>
                  <Form.Control
                    type="email"
                    name="suggestedEmail"
                    autoComplete="off"
                    isInvalid={Boolean(emailError)}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={['suggested-hint', emailError ? 'suggested-email-error' : null].filter(Boolean).join(' ')}
                  />
                  {emailError && (
                    <Form.Control.Feedback type="invalid" id="suggested-email-error">
                      {emailError}
                    </Form.Control.Feedback>
                  )}
                </Form.Group>
              </div>
            </fieldset>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="primary" disabled={busy} data-testid="send-decline">
                {busy ? 'Sending...' : 'Send Decline'}
              </Button>
              <Button type="button" variant="outline-secondary" onClick={() => setDeclining(false)} disabled={busy}>
                Back
              </Button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}
