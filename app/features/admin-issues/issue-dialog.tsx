import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import type { z } from 'zod';
import { ISSUE_YEAR_MAX, ISSUE_YEAR_MIN } from '../../../contract/issues/admin-issues.messages';
import type { AdminIssue, IssueForm } from '../../../contract/issues/admin-issues.schema';
import { FileField } from '../../components/forms/file-field';
import { SaveDialogFooter } from '../../components/forms/save-dialog-footer';
import { TextField } from '../../components/forms/text-field';
import { formatFileSize } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { IssueOutcome } from './issue-actions';

/** The dialog's fields as the page's clientAction gets them (files as they are). */
type FormIntent = { intent: string } & Record<string, string | File | undefined>;
interface Submit {
  busy: boolean;
  /** The last refusal, until the next send (the dialog shows it). */
  failure: IssueOutcome | null;
  send(intent: FormIntent): Promise<void>;
}

/** The dialog's fields, as text (the contract coerces the numbers). */
interface IssueFormValues {
  title: string;
  volume: string;
  issueNumber: string;
  year: string;
  publicationDate: string;
  description: string;
  isPublished: 'true' | 'false';
  removeCover: boolean;
  removePdf: boolean;
}

const loadSchema = () => import('../../../contract/issues/admin-issues.schema').then((m) => m.issueFormSchema as unknown as z.ZodType<IssueForm, IssueFormValues>);

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

function valuesOf(issue: AdminIssue | null, now: Date): IssueFormValues {
  if (!issue) {
    // acting-side.md §5: year defaults to the current year.
    return { title: '', volume: '', issueNumber: '', year: String(now.getFullYear()), publicationDate: '', description: '', isPublished: 'false', removeCover: false, removePdf: false };
  }
  return {
    title: issue.title,
    volume: String(issue.volume),
    issueNumber: String(issue.issueNumber),
    year: String(issue.year),
    publicationDate: issue.publicationDate,
    description: issue.description,
    isPublished: issue.isPublished ? 'true' : 'false',
    removeCover: false,
    removePdf: false,
  };
}

interface IssueDialogProps {
  /** null: a new issue. */
  issue: AdminIssue | null;
  show: boolean;
  onClose(): void;
  onSaved(outcome: IssueOutcome): void;
}

/**
 * Create or edit an issue (acting-side.md §5 "Admin issue form"; decision 0046): the contract's
 * schema checks the fields as the server does; the cover (JPEG, PNG or WebP) and the issue PDF
 * are judged by the server by their content. Publishing a draft publishes its accepted papers,
 * which the dialog says before it is sent.
 */
export function IssueDialog({ issue, show, onClose, onSaved }: IssueDialogProps) {
  const [failure, setFailure] = useState<IssueOutcome | null>(null);
  const action = useTabAction<FormIntent, IssueOutcome>((outcome) => (outcome.ok ? onSaved(outcome) : setFailure(outcome)));
  const submit: Submit = {
    busy: action.busy,
    failure,
    send: (intent) => {
      setFailure(null);
      return action.send(intent);
    },
  };
  return (
    <Modal show={show} onHide={submit.busy ? undefined : onClose} backdrop={submit.busy ? 'static' : true} keyboard={!submit.busy} centered scrollable size="lg" aria-labelledby="issue-dialog-title" data-testid="issue-dialog" onExited={() => setFailure(null)}>
      <Modal.Header closeButton={!submit.busy}>
        <Modal.Title id="issue-dialog-title" as="h2" className="h5">
          {issue ? `Edit Issue: Vol. ${issue.volume}, No. ${issue.issueNumber}` : 'New Issue'}
        </Modal.Title>
      </Modal.Header>
      {show && <IssueFormBody key={issue?.id ?? 'new'} issue={issue} submit={submit} onClose={onClose} />}
    </Modal>
  );
}

function IssueFormBody({ issue, submit, onClose }: { issue: AdminIssue | null; submit: Submit; onClose(): void }) {
  const [cover, setCover] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [now] = useState(() => new Date());
  const form = useContractForm(loadSchema, { defaultValues: valuesOf(issue, now) });
  const errors = form.formState.errors;
  const server = submit.failure?.fieldErrors ?? {};
  const error = (name: keyof IssueFormValues) => errors[name]?.message ?? server[name];

  const save = form.handleSubmit(() => {
    const values = form.getValues();
    void submit.send({
      intent: 'saveIssue',
      issueId: issue ? String(issue.id) : undefined,
      title: values.title,
      volume: values.volume,
      issueNumber: values.issueNumber,
      year: values.year,
      publicationDate: values.publicationDate,
      description: values.description,
      isPublished: values.isPublished,
      removeCover: values.removeCover ? 'true' : undefined,
      removePdf: values.removePdf ? 'true' : undefined,
      coverImage: cover ?? undefined,
      pdfFile: pdf ?? undefined,
    });
  });

  const publishing = form.watch('isPublished') === 'true' && !issue?.isPublished;
  return (
    <>
      <Modal.Body>
        {submit.failure && (
          <Alert variant="danger" role="alert" data-testid="issue-dialog-error">
            {submit.failure.message}
          </Alert>
        )}
        <Form id="issue-form" noValidate onSubmit={save}>
          <TextField id="issue-title" label="Title" required registration={form.field('title')} error={error('title')} />
          <Row className="g-3">
            <Col xs={6} md={3}>
              <TextField id="issue-volume" label="Volume" required registration={form.field('volume')} error={error('volume')} />
            </Col>
            <Col xs={6} md={3}>
              <TextField id="issue-number" label="Issue number" required registration={form.field('issueNumber')} error={error('issueNumber')} />
            </Col>
            <Col xs={6} md={3}>
              <TextField id="issue-year" label="Year" required registration={form.field('year')} error={error('year')} hint={`${ISSUE_YEAR_MIN}–${ISSUE_YEAR_MAX}`} />
            </Col>
            <Col xs={6} md={3}>
              <Form.Group className="mb-3" controlId="issue-date">
                <Form.Label>
                  Publication date
                  <span className="text-danger" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </Form.Label>
                <Form.Control
                  type="date"
                  {...form.field('publicationDate')}
                  isInvalid={Boolean(error('publicationDate'))}
                  aria-required
                  aria-describedby={error('publicationDate') ? 'issue-date-error' : undefined}
                />
                {error('publicationDate') && (
                  <Form.Control.Feedback type="invalid" id="issue-date-error">
                    {error('publicationDate')}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            </Col>
          </Row>
          <TextField id="issue-description" label="Description" rows={3} registration={form.field('description')} error={error('description')} />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Status</legend>
            <Form.Check inline type="radio" id="issue-status-draft" label="Draft" value="false" {...form.field('isPublished')} />
            <Form.Check inline type="radio" id="issue-status-published" label="Published" value="true" {...form.field('isPublished')} />
            {publishing && (
              <Form.Text className="d-block" id="issue-publish-note">
                Publishing this issue also publishes its accepted papers (each must be cleared for publication) and sends its table of contents to the newsletter's
                confirmed subscribers.
              </Form.Text>
            )}
          </fieldset>
          <Row className="g-3">
            <Col md={6}>
              {issue?.cover && (
                <div className="mb-2 d-flex align-items-center gap-3">
                  <img src={issue.cover.url} width={issue.cover.width} height={issue.cover.height} alt="Current cover" style={{ width: 64, height: 'auto' }} />
                  <Form.Check type="checkbox" id="issue-remove-cover" label="Remove the cover" {...form.field('removeCover')} />
                </div>
              )}
              <FileField id="issue-cover" label={issue?.cover ? 'Replace the cover image' : 'Cover image'} accept={IMAGE_TYPES} hint="JPEG, PNG or WebP, up to 5MB; resized to 800 pixels wide." error={server.coverImage} onChange={setCover} />
            </Col>
            <Col md={6}>
              {issue?.pdf && (
                <div className="mb-2 d-flex align-items-center gap-3 flex-wrap">
                  <span className="small">
                    Current PDF: {issue.pdf.name} ({formatFileSize(issue.pdf.sizeBytes)})
                  </span>
                  <Form.Check type="checkbox" id="issue-remove-pdf" label="Remove the PDF" {...form.field('removePdf')} />
                </div>
              )}
              <FileField id="issue-pdf" label={issue?.pdf ? 'Replace the issue PDF' : 'Issue PDF'} accept="application/pdf,.pdf" hint="The whole issue as one PDF, up to 50MB." error={server.pdfFile} onChange={setPdf} />
            </Col>
          </Row>
        </Form>
      </Modal.Body>
      <SaveDialogFooter formId="issue-form" busy={submit.busy} onCancel={onClose}>
        {publishing ? 'Save and publish' : 'Save Issue'}
      </SaveDialogFooter>
    </>
  );
}
