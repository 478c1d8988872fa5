import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { submissionResultSchema, type SubmissionResult } from '../../../contract/papers/author-journey.schema';
import type { Submission } from '../../../contract/papers/submission.schema';
import { upload, UploadCancelledError, type Upload } from '../../lib/upload';
import { AdditionalInfoSection } from './additional-info-section';
import { AuthorsEditor } from './authors-editor';
import { DeclarationsSection } from './declarations-section';
import { ErrorSummary } from './error-summary';
import { manuscriptError } from './manuscript-check';
import { ManuscriptFileSection } from './manuscript-file-section';
import { PaperDetailsSection } from './paper-details-section';
import { formErrorItems, isFormField, serverFieldErrors, submissionErrorMessage } from './submission-errors';
import { submissionFormData, type SubmissionFormValues, type SubmissionTarget } from './submission-values';
import { SuccessPanel } from './success-panel';
import { UploadProgress, type UploadState } from './upload-progress';
import { useSubmissionDraft } from './use-submission-draft';
import { useSubmissionForm } from './use-submission-form';

/** acting-side.md §4 "Submission": a 3 second confirmation, then /dashboard. */
export const REDIRECT_SECONDS = 3;

const INVALID_HEADING = 'Please correct the following errors before submitting:';
const CANCELLED = 'Upload cancelled. Nothing was submitted: your answers are still here, so you can submit again when you are ready.';

type Failure = { kind: 'invalid' } | { kind: 'server'; message: string; extra: string[] } | { kind: 'cancelled' };

interface SubmissionFormProps {
  initial: SubmissionFormValues;
  draftKey: string;
  target: SubmissionTarget;
  /** When revising: the version the revision becomes. */
  revisionVersion?: number;
}

/** The /submit-paper form: four sections, the file apart from the shared schema, upload with progress. */
export function SubmissionForm({ initial, draftKey, target, revisionVersion }: SubmissionFormProps) {
  const navigate = useNavigate();
  const form = useSubmissionForm(initial);
  const draft = useSubmissionDraft(form, draftKey, initial);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState<UploadState | null>(null);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const running = useRef<Upload<SubmissionResult> | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const revising = Boolean(target.revisionOf);

  // Leaving the page stops an upload still in flight.
  useEffect(() => () => running.current?.abort(), []);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  // acting-side.md §5: on failure the page scrolls to top, where the alert lists the errors.
  useEffect(() => {
    if (!failure) return;
    window.scrollTo({ top: 0 });
    alert.current?.focus({ preventScroll: true });
  }, [failure]);

  // A new object each time, so the alert is scrolled to and focused again on every failure.
  const fail = (next: Failure) => setFailure({ ...next });

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Size and type are judged at once; 'required' waits for the submit.
    setFileError(chosen ? manuscriptError(chosen) : null);
  };

  const send = async (values: Submission, manuscript: File) => {
    setProgress({ phase: 'uploading', percent: 0 });
    const handle = upload('/papers', submissionFormData(values, manuscript, target), submissionResultSchema, {
      onProgress: ({ percent }) => setProgress({ phase: 'uploading', percent }),
      onSent: () => setProgress({ phase: 'processing' }),
    });
    running.current = handle;
    try {
      const submitted = await handle.promise;
      draft.clear();
      setProgress({ phase: 'done' });
      setResult(submitted);
    } catch (error) {
      setProgress(null);
      if (error instanceof UploadCancelledError) return fail({ kind: 'cancelled' });
      const extra: string[] = [];
      for (const [name, messages] of Object.entries(serverFieldErrors(error))) {
        const message = messages.join(' ');
        if (isFormField(name)) form.setError(name, { type: 'server', message });
        else if (name === 'authors') form.setError('authors', { type: 'server', message });
        else if (name === 'manuscript') setFileError(message);
        else extra.push(...messages);
      }
      fail({ kind: 'server', message: submissionErrorMessage(error), extra });
    } finally {
      running.current = null;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fileProblem = manuscriptError(file);
    setFileError(fileProblem);
    setFailure(null);
    void form.handleSubmit(
      (values) => (fileProblem || !file ? fail({ kind: 'invalid' }) : send(values, file)),
      () => fail({ kind: 'invalid' }),
    )(event);
  };

  const discardDraft = () => {
    draft.discard();
    setFile(null);
    setFileError(null);
    setFileInputKey((key) => key + 1);
    setFailure(null);
  };

  if (result) return <SuccessPanel result={result} revising={revising} redirectSeconds={REDIRECT_SECONDS} />;

  const uploading = progress !== null;
  const items = formErrorItems(form.formState.errors as Record<string, unknown>, fileError);
  const shown = failure;

  return (
    <>
      {shown?.kind === 'cancelled' && (
        <Alert ref={alert} variant="warning" tabIndex={-1} role="alert" data-testid="upload-cancelled">
          {CANCELLED}
        </Alert>
      )}
      {shown?.kind === 'invalid' && items.length > 0 && <ErrorSummary ref={alert} heading={INVALID_HEADING} items={items} />}
      {shown?.kind === 'server' && (
        <ErrorSummary ref={alert} heading={shown.message} items={[...items, ...shown.extra.filter((m) => m !== shown.message).map((message) => ({ fieldId: null, message }))]} />
      )}
      {draft.restoredAt && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="draft-restored">
          <span>
            <strong>Draft restored.</strong> Your unsent answers are back; attach the manuscript file again before submitting.
          </span>
          <Button variant="outline-dark" size="sm" onClick={discardDraft} disabled={uploading}>
            Discard draft
          </Button>
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label={revising ? 'Submit Revised Paper' : 'Submit New Paper'}>
        <fieldset disabled={uploading} className="submission-fields">
          <PaperDetailsSection form={form} revising={revising} />
          <AuthorsEditor form={form} />
          <ManuscriptFileSection file={file} error={fileError} onChange={chooseFile} revisionVersion={revisionVersion} resetKey={fileInputKey} />
          <AdditionalInfoSection form={form} revising={revising} />
          <DeclarationsSection form={form} revising={revising} />
        </fieldset>
        {progress && <UploadProgress state={progress} onCancel={() => running.current?.abort()} />}
        <p className="small text-body-secondary">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required. Your answers are kept as a draft in this browser until you submit.
        </p>
        <Button type="submit" size="lg" className="submission-submit" disabled={uploading}>
          {revising ? 'Submit Revision' : 'Submit Paper'}
        </Button>
      </Form>
    </>
  );
}
