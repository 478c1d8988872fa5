import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFetcher } from 'react-router';
import { MANUSCRIPT_MAX_SIZE_TEXT } from '../../../contract/journal/manuscripts';
import { MANUSCRIPT_ACCEPT } from '../../../contract/papers/manuscript-files';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import type { PaperAppeal } from '../../../contract/papers/papers.schema';
import { AppealRecord } from './appeal-records';
import type { AppealOutcome } from './file-appeal';
import { APPEAL_FIELDS, appealExplanation, WORKFLOW_TEXTS as T, type AppealField, type AppealView } from './paper-workflow-view';
import { SectionCard } from './section-card';

const HEADINGS: Record<AppealView, string> = { form: T.appealHeading, open: T.appealOpenHeading, decided: T.appealDecidedHeading };

/**
 * The owner's appeal against a rejection (reading-side.md §4; decision 0034): within the window
 * a form (reasons, required; a PDF or Word file, optional) sent through the page's clientAction;
 * afterwards where the appeal stands: the reasons sent, then the outcome and its letter. One component through every state, so the success message
 * stays in view when the form gives way to "being considered".
 */
export function AppealSection({ view, deadline, appeal }: { view: AppealView; deadline: string | null; appeal: PaperAppeal | undefined }) {
  const fetcher = useFetcher<AppealOutcome>();
  const sending = fetcher.state !== 'idle';
  const [showOutcome, setShowOutcome] = useState(false);
  const outcome = showOutcome && !sending ? fetcher.data : undefined;
  const fieldError = (field: AppealField) => (outcome && !outcome.ok && outcome.field === field ? outcome.message : undefined);
  const formError = outcome && !outcome.ok && !outcome.field ? outcome.message : undefined;
  const successRef = useRef<HTMLDivElement>(null);
  const reasonsRef = useRef<HTMLTextAreaElement>(null);

  // The form is gone after a success (focus would fall to the page): take keyboard users to the news.
  useEffect(() => {
    if (outcome?.ok) successRef.current?.focus();
    else if (outcome?.field === 'reasons') reasonsRef.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setShowOutcome(false);
    // Resolves once the clientAction has answered and the page's loader has run again.
    await fetcher.submit(new FormData(event.currentTarget), { method: 'post', encType: 'multipart/form-data' });
    setShowOutcome(true);
  }

  const reasonsError = fieldError('reasons');
  const fileError = fieldError('file');
  const hint = `Optional. A PDF or Word document of up to ${MANUSCRIPT_MAX_SIZE_TEXT}.`;

  return (
    <SectionCard id="appeal-heading" title={HEADINGS[view]} testId="appeal-section">
      <div aria-live="polite">
        {outcome?.ok && (
          <Alert variant="success" ref={successRef} tabIndex={-1} data-testid="appeal-success">
            {outcome.message}
          </Alert>
        )}
      </div>
      {view === 'open' && (
        <p data-testid="appeal-open" className={appeal ? undefined : 'mb-0'}>
          {T.appealOpen}
        </p>
      )}
      {view === 'decided' && (
        <p data-testid="appeal-decided" className={appeal ? undefined : 'mb-0'}>
          {T.appealDecided}
        </p>
      )}
      {view !== 'form' && appeal && <AppealRecord appeal={appeal} />}
      {view === 'form' && (
        <>
          <p className="jals-measure" data-testid="appeal-explanation">
            {appealExplanation(deadline)}
          </p>
          <Form
            method="post"
            encType="multipart/form-data"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-labelledby="appeal-heading"
            className="appeal-form"
            data-testid="appeal-form"
          >
            <Form.Group className="mb-3" controlId="appeal-reasons">
              <Form.Label>
                Reasons for your appeal
                <RequiredMark />
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                name={APPEAL_FIELDS.reasons}
                ref={reasonsRef}
                isInvalid={Boolean(reasonsError)}
                aria-required
                aria-invalid={reasonsError ? true : undefined}
                aria-describedby={describedBy('appeal-reasons', null, reasonsError)}
                onChange={() => setShowOutcome(false)}
              />
              {reasonsError && (
                <Form.Control.Feedback type="invalid" id="appeal-reasons-error">
                  {reasonsError}
                </Form.Control.Feedback>
              )}
            </Form.Group>
            <Form.Group className="mb-3" controlId="appeal-file">
              <Form.Label>Supporting file</Form.Label>
              <Form.Control
                type="file"
                name={APPEAL_FIELDS.file}
                accept={MANUSCRIPT_ACCEPT}
                isInvalid={Boolean(fileError)}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={describedBy('appeal-file', hint, fileError)}
                onChange={() => setShowOutcome(false)}
              />
              <Form.Text id="appeal-file-hint" className="d-block">
                {hint}
              </Form.Text>
              {fileError && (
                <Form.Control.Feedback type="invalid" id="appeal-file-error">
                  {fileError}
                </Form.Control.Feedback>
              )}
            </Form.Group>
            {formError && (
              <Alert variant="danger" data-testid="appeal-error">
                {formError}
              </Alert>
            )}
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send Appeal'}
            </Button>
          </Form>
        </>
      )}
    </SectionCard>
  );
}
