import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import type { z } from 'zod';
import {
  SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS,
  SPECIAL_ISSUE_GUEST_EDITORS_MAX,
  SPECIAL_ISSUE_GUEST_EDITORS_MIN,
} from '../../../contract/special-issues/admin-special-issues.messages';
import type { SpecialIssueForm } from '../../../contract/special-issues/admin-special-issues.schema';
import { SPECIAL_ISSUE_STATUSES, specialIssueStatusLabel } from '../../../contract/special-issues/special-issues.messages';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';
import { SaveDialogFooter } from '../../components/forms/save-dialog-footer';
import { describedBy, RequiredMark, TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import type { SpecialIssueOutcome } from './special-issue-actions';

/** The dialog's fields as text (the contract coerces max articles and drops blank guest editor lines). */
interface SpecialIssueFormValues {
  title: string;
  description: string;
  status: string;
  deadline: string;
  expectedPublication: string;
  guestEditors: string[];
  maxArticles: string;
}

const loadSchema = () =>
  import('../../../contract/special-issues/admin-special-issues.schema').then((m) => m.specialIssueFormSchema as unknown as z.ZodType<SpecialIssueForm, SpecialIssueFormValues>);

function valuesOf(issue: SpecialIssue | null): SpecialIssueFormValues {
  const names = issue?.guestEditors ?? [];
  return {
    title: issue?.title ?? '',
    description: issue?.description ?? '',
    status: issue?.status ?? 'planning',
    deadline: issue?.deadline ?? '',
    expectedPublication: issue?.expectedPublication ?? '',
    // Three lines to fill: 2 or 3 guest editors (acting-side.md §9).
    guestEditors: Array.from({ length: SPECIAL_ISSUE_GUEST_EDITORS_MAX }, (_, i) => names[i] ?? ''),
    maxArticles: issue ? String(issue.maxArticles) : '10',
  };
}

export interface SpecialIssueSubmit {
  busy: boolean;
  /** The last refusal, until the next send (the dialog shows it). */
  failure: SpecialIssueOutcome | null;
  send(intent: { intent: 'saveSpecialIssue'; specialIssueId?: string; form: string }): void;
}

interface SpecialIssueDialogProps {
  /** null: a new special issue. */
  issue: SpecialIssue | null;
  show: boolean;
  submit: SpecialIssueSubmit;
  onClose(): void;
}

/**
 * Add or edit a special issue (reading-side.md §3; acting-side.md §9; decision 0052): the contract's
 * schema checks the fields as the server does; the server adds what needs the clock or the papers
 * (an open call's deadline not past, max articles not under the papers submitted).
 */
export function SpecialIssueDialog({ issue, show, submit, onClose }: SpecialIssueDialogProps) {
  return (
    <Modal
      show={show}
      onHide={submit.busy ? undefined : onClose}
      backdrop={submit.busy ? 'static' : true}
      keyboard={!submit.busy}
      centered
      scrollable
      size="lg"
      aria-labelledby="special-issue-dialog-title"
      data-testid="special-issue-dialog"
    >
      <Modal.Header closeButton={!submit.busy}>
        <Modal.Title id="special-issue-dialog-title" as="h2" className="h5">
          {issue ? `Edit Special Issue: ${issue.title}` : 'New Special Issue'}
        </Modal.Title>
      </Modal.Header>
      {show && <SpecialIssueFormBody key={issue?.id ?? 'new'} issue={issue} submit={submit} onClose={onClose} />}
    </Modal>
  );
}

function SpecialIssueFormBody({ issue, submit, onClose }: { issue: SpecialIssue | null; submit: SpecialIssueSubmit; onClose(): void }) {
  const form = useContractForm(loadSchema, { defaultValues: valuesOf(issue) });
  const errors = form.formState.errors;
  const server = submit.failure?.fieldErrors ?? {};
  const error = (name: Exclude<keyof SpecialIssueFormValues, 'guestEditors'>) => errors[name]?.message ?? server[name];
  const guestEditorsError = errors.guestEditors?.message ?? errors.guestEditors?.root?.message ?? errors.guestEditors?.find?.((e) => e?.message)?.message ?? server.guestEditors;

  const save = form.handleSubmit(() => {
    submit.send({ intent: 'saveSpecialIssue', specialIssueId: issue ? String(issue.id) : undefined, form: JSON.stringify(form.getValues()) });
  });

  return (
    <>
      <Modal.Body>
        {submit.failure && (
          <Alert variant="danger" role="alert" data-testid="special-issue-dialog-error">
            {submit.failure.message}
          </Alert>
        )}
        <Form id="special-issue-form" noValidate onSubmit={save}>
          <TextField id="special-issue-title" label="Title" required registration={form.field('title')} error={error('title')} />
          <TextField
            id="special-issue-description"
            label="Description"
            required
            rows={5}
            registration={form.field('description')}
            error={error('description')}
            hint={`The call's extended abstract, up to ${SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS} words.`}
          />
          <Row className="g-3">
            <Col md={6}>
              <Form.Group className="mb-3" controlId="special-issue-status">
                <Form.Label>
                  Status
                  <RequiredMark />
                </Form.Label>
                <Form.Select {...form.field('status')} isInvalid={Boolean(error('status'))} aria-describedby={describedBy('special-issue-status', true, error('status'))}>
                  {SPECIAL_ISSUE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {specialIssueStatusLabel(status)}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text id="special-issue-status-hint" className="d-block">
                  Only an issue open for submissions accepts papers.
                </Form.Text>
                {error('status') && (
                  <Form.Control.Feedback type="invalid" id="special-issue-status-error">
                    {error('status')}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="special-issue-deadline">
                <Form.Label>Submission deadline</Form.Label>
                <Form.Control
                  type="date"
                  {...form.field('deadline')}
                  isInvalid={Boolean(error('deadline'))}
                  aria-invalid={error('deadline') ? true : undefined}
                  aria-describedby={describedBy('special-issue-deadline', true, error('deadline'))}
                />
                <Form.Text id="special-issue-deadline-hint" className="d-block">
                  Required while open for submissions.
                </Form.Text>
                {error('deadline') && (
                  <Form.Control.Feedback type="invalid" id="special-issue-deadline-error">
                    {error('deadline')}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            </Col>
            <Col md={6}>
              <TextField
                id="special-issue-expected"
                label="Expected publication"
                registration={form.field('expectedPublication')}
                error={error('expectedPublication')}
                hint="For example: September 2027"
              />
            </Col>
            <Col md={6}>
              <TextField
                id="special-issue-max"
                label="Max articles"
                required
                registration={form.field('maxArticles')}
                error={error('maxArticles')}
                hint={issue ? `${issue.submissionCount} submitted so far.` : 'At least 1.'}
              />
            </Col>
          </Row>
          <fieldset className="mb-3" aria-describedby={describedBy('special-issue-guest-editors', true, guestEditorsError)}>
            <legend className="form-label fs-6 mb-2">
              Guest editors
              <RequiredMark />
            </legend>
            <Form.Text id="special-issue-guest-editors-hint" className="d-block mb-2">
              {SPECIAL_ISSUE_GUEST_EDITORS_MIN} or {SPECIAL_ISSUE_GUEST_EDITORS_MAX} names, with their institution if you like.
            </Form.Text>
            <Row className="g-2">
              {Array.from({ length: SPECIAL_ISSUE_GUEST_EDITORS_MAX }, (_, index) => (
                <Col md={4} key={index}>
                  <Form.Group controlId={`special-issue-guest-editor-${index + 1}`}>
                    <Form.Label className="small mb-1">{`Guest editor ${index + 1}${index >= SPECIAL_ISSUE_GUEST_EDITORS_MIN ? ' (optional)' : ''}`}</Form.Label>
                    <Form.Control {...form.field(`guestEditors.${index}`, () => form.clearErrors('guestEditors'))} isInvalid={Boolean(guestEditorsError)} />
                  </Form.Group>
                </Col>
              ))}
            </Row>
            {guestEditorsError && (
              <div className="invalid-feedback d-block" id="special-issue-guest-editors-error">
                {guestEditorsError}
              </div>
            )}
          </fieldset>
        </Form>
      </Modal.Body>
      <SaveDialogFooter formId="special-issue-form" busy={submit.busy} onCancel={onClose}>
        Save Special Issue
      </SaveDialogFooter>
    </>
  );
}
