import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { publicationOptionsSchema, publishRequestSchema, type PublicationOptions, type PublishRequest, type SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { describedBy, TextField } from '../../components/forms/text-field';
import { getJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, DialogDataState, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useDialogData, useFailure, type DeskSubmit } from './use-dialog-data';

export const PUBLICATION_LOAD_FAILED = 'Failed to load the publication options. Please try again later.';
const NEW_ISSUE = 'new';

/** The dialog's fields: `issueId` is an issue's id, or 'new' for the new-issue fields below it. */
interface PublishFormValues {
  issueId: string;
  newIssue: { volume: string; number: string; year: string; title: string; publicationDate: string; publishNow: boolean };
  pages: string;
  doi: string;
}

/** The contract's publish request, read from the dialog's fields (either an issue or a new one). */
const publishFormSchema = z.preprocess((value) => {
  const form = value as PublishFormValues;
  const isNew = form.issueId === NEW_ISSUE;
  return { issueId: isNew ? undefined : form.issueId, newIssue: isNew ? form.newIssue : undefined, pages: form.pages, doi: form.doi };
}, publishRequestSchema) as unknown as z.ZodType<PublishRequest, PublishFormValues>;
const loadSchema = async () => publishFormSchema;

const issueName = (issue: { volume: number; number: number; year: number }) => `Volume ${issue.volume}, Issue ${issue.number} (${issue.year})`;
const today = () => new Date().toISOString().slice(0, 10);

interface PublishModalProps {
  row: SubmissionRow | null;
  show: boolean;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * Publishing an accepted paper (acting-side.md §4 ACCEPTED → publish; decision 0037): into an
 * issue (drafts marked) or a new one prefilled from `nextIssue`, with pages and the DOI (the
 * suggested one, editable), and the final PDF when the accepted manuscript is not one. The
 * server's field messages (DOI taken, issue taken) show on their fields.
 */
export function PublishModal({ row, show, onClose, onExited, onDone }: PublishModalProps) {
  const submit = useDeskSubmit(onDone);
  const options = useDialogData(show && row !== null, (signal) => getJson(`/editor/papers/${row!.id}/publication`, publicationOptionsSchema, { signal }), row?.id);
  return (
    <DeskModal
      id="publish-modal"
      title="Publish Paper"
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
      size="lg"
    >
      {row && options.state !== 'ready' && (
        <>
          <Modal.Body>
            <p className="fw-semibold">{row.title}</p>
            <DialogDataState data={options} failed={PUBLICATION_LOAD_FAILED} loadingText="Loading the issues..." />
          </Modal.Body>
          <DeskFooter busy={false} onSecondary={onClose} secondaryLabel="Cancel" primaryLabel="Publish" busyLabel="Publishing..." disabled />
        </>
      )}
      {row && options.state === 'ready' && <PublishForm key={row.id} row={row} options={options.data} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

function PublishForm({ row, options, onClose, submit }: { row: SubmissionRow; options: PublicationOptions; onClose(): void; submit: DeskSubmit }) {
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [galley, setGalley] = useState<File | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [galleyError, setGalleyError] = useState<string | null>(null);
  const firstDraft = options.issues.find((issue) => !issue.isPublished);
  const { nextIssue } = options;
  const form = useContractForm(loadSchema, {
    defaultValues: {
      issueId: firstDraft ? String(firstDraft.id) : NEW_ISSUE,
      newIssue: {
        volume: String(nextIssue.volume),
        number: String(nextIssue.number),
        year: String(nextIssue.year),
        title: `Volume ${nextIssue.volume}, Issue ${nextIssue.number}`,
        publicationDate: today(),
        publishNow: false,
      },
      pages: '',
      doi: options.suggestedDoi ?? '',
    },
  });
  const [request, setRequest] = useState<PublishRequest | null>(null);
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('edit');
    const errors = refused.fieldErrors ?? {};
    setServerErrors(errors);
    if (errors.doi) form.setError('doi', { message: errors.doi });
    if (errors.pages) form.setError('pages', { message: errors.pages });
    if (errors.galley) setGalleyError(errors.galley);
  });
  const issueId = useWatch({ control: form.control, name: 'issueId' });
  const errors = form.formState.errors;
  const issueError = errors.issueId?.message ?? serverErrors.issueId;
  const newIssueError = serverErrors.newIssue;

  const toConfirm = form.handleSubmit((values) => {
    if (options.needsGalley && !galley) {
      setGalleyError(M.galleyRequired);
      return;
    }
    setRequest(values);
    setStep('confirm');
  });

  if (step === 'confirm' && request) {
    const issue = request.issueId !== undefined ? options.issues.find((i) => i.id === request.issueId) : undefined;
    const where = issue
      ? `${issueName(issue)}, ${issue.title}${issue.isPublished ? '' : ' (draft issue)'}`
      : `a new ${request.newIssue!.publishNow ? 'issue, published now' : 'draft issue'}: ${issueName(request.newIssue!)}, ${request.newIssue!.title}`;
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={M.confirmStatus(row.title, 'PUBLISHED')}
            note={
              <ul className="mb-0">
                <li>Issue: {where}</li>
                <li>Pages: {request.pages ?? 'none given'}</li>
                <li>DOI: {request.doi ?? 'assigned from the journal’s pattern'}</li>
                {galley && <li>Final PDF: {galley.name}</li>}
              </ul>
            }
          />
        </Modal.Body>
        <DeskFooter
          busy={busy}
          onSecondary={() => setStep('edit')}
          secondaryLabel="Back"
          onPrimary={() =>
            void send({
              intent: 'publish',
              paperId: row.id,
              issueId: request.issueId === undefined ? undefined : String(request.issueId),
              newIssue: request.newIssue ? JSON.stringify(request.newIssue) : undefined,
              pages: request.pages,
              doi: request.doi,
              galley: galley ?? undefined,
            })
          }
          primaryLabel="Confirm and publish"
          busyLabel="Publishing..."
        />
      </>
    );
  }

  const issueField = form.field('issueId', () => setServerErrors(({ issueId: _i, newIssue: _n, ...rest }) => rest));
  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold">{row.title}</p>
        <Form id="publish-form" noValidate onSubmit={toConfirm}>
          <fieldset className="mb-3" aria-describedby={issueError ? 'publish-issue-error' : undefined}>
            <legend className="form-label fs-6 fw-semibold">Issue</legend>
            {options.issues.map((issue) => (
              <Form.Check
                key={issue.id}
                type="radio"
                id={`publish-issue-${issue.id}`}
                value={String(issue.id)}
                className="mb-1"
                label={
                  <>
                    {issueName(issue)}, {issue.title}{' '}
                    {!issue.isPublished && (
                      <Badge bg="light" text="dark" className="border">
                        Draft
                      </Badge>
                    )}
                  </>
                }
                {...issueField}
              />
            ))}
            <Form.Check type="radio" id="publish-issue-new" value={NEW_ISSUE} label="New issue" className="mb-1" {...issueField} />
            {issueError && (
              <div id="publish-issue-error" className="invalid-feedback d-block">
                {issueError}
              </div>
            )}
          </fieldset>
          {issueId === NEW_ISSUE && (
            <fieldset className="border rounded p-3 mb-3" aria-describedby={newIssueError ? 'publish-new-issue-error' : undefined}>
              <legend className="form-label fs-6 fw-semibold float-none w-auto px-1 mb-0">New issue</legend>
              {newIssueError && (
                <div id="publish-new-issue-error" className="invalid-feedback d-block mb-2">
                  {newIssueError}
                </div>
              )}
              <Row className="g-2">
                <Col sm={4}>
                  <TextField id="new-issue-volume" label="Volume" required registration={form.field('newIssue.volume')} error={errors.newIssue?.volume?.message} />
                </Col>
                <Col sm={4}>
                  <TextField id="new-issue-number" label="Number" required registration={form.field('newIssue.number')} error={errors.newIssue?.number?.message} />
                </Col>
                <Col sm={4}>
                  <TextField id="new-issue-year" label="Year" required registration={form.field('newIssue.year')} error={errors.newIssue?.year?.message} />
                </Col>
              </Row>
              <TextField id="new-issue-title" label="Title" required registration={form.field('newIssue.title')} error={errors.newIssue?.title?.message} />
              <Form.Group controlId="new-issue-date">
                <Form.Label>
                  Publication date
                  <span className="text-danger" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </Form.Label>
                <Form.Control
                  type="date"
                  aria-required
                  {...form.field('newIssue.publicationDate')}
                  isInvalid={Boolean(errors.newIssue?.publicationDate)}
                  aria-describedby={describedBy('new-issue-date', null, errors.newIssue?.publicationDate)}
                />
                {errors.newIssue?.publicationDate && (
                  <Form.Control.Feedback type="invalid" id="new-issue-date-error">
                    {errors.newIssue.publicationDate.message}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
              <Form.Check
                type="checkbox"
                id="new-issue-publish-now"
                className="mt-3"
                label="Publish this issue now"
                aria-describedby="new-issue-publish-now-hint"
                {...form.field('newIssue.publishNow')}
              />
              <Form.Text id="new-issue-publish-now-hint" className="d-block">
                Its table of contents goes public with this paper. Otherwise the issue stays a draft that publishes later; the paper is online at once either way.
              </Form.Text>
            </fieldset>
          )}
          <Row className="g-2">
            <Col sm={4}>
              <TextField id="publish-pages" label="Pages" registration={form.field('pages')} error={errors.pages?.message} hint="For example 101-115." />
            </Col>
            <Col sm={8}>
              <TextField
                id="publish-doi"
                label="DOI"
                registration={form.field('doi')}
                error={errors.doi?.message}
                hint="Suggested from the journal’s DOI pattern; edit it if needed."
              />
            </Col>
          </Row>
          {options.needsGalley && (
            <Form.Group controlId="publish-galley" className="mb-2">
              <Form.Label>
                Final PDF (galley)
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              </Form.Label>
              <Form.Control
                type="file"
                accept="application/pdf,.pdf"
                aria-required
                isInvalid={Boolean(galleyError)}
                aria-describedby={describedBy('publish-galley', true, galleyError)}
                onChange={(event) => {
                  setGalleyError(null);
                  setGalley((event.currentTarget as HTMLInputElement).files?.[0] ?? null);
                }}
              />
              <Form.Text id="publish-galley-hint" className="d-block">
                The accepted manuscript is not a PDF: upload the final PDF readers will download.
              </Form.Text>
              {galleyError && (
                <Form.Control.Feedback type="invalid" id="publish-galley-error">
                  {galleyError}
                </Form.Control.Feedback>
              )}
            </Form.Group>
          )}
        </Form>
      </Modal.Body>
      <DeskFooter busy={busy} onSecondary={onClose} secondaryLabel="Cancel" form="publish-form" primaryLabel="Publish" busyLabel="Publishing..." />
    </>
  );
}
