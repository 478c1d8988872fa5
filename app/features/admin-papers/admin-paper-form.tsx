import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import {
  ADMIN_PAPER_CATEGORIES,
  ADMIN_PAPER_STATUSES,
  ADMIN_PAPER_YEAR,
  adminPaperFormSchema,
  DEFAULT_ADMIN_PAPER_STATUS,
  type AdminPaperRow,
} from '../../../contract/papers/admin-papers.schema';
import { statusLabel } from '../../../contract/papers/paper-status';
import { describedBy, RequiredMark, TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import type { AdminPaperIntent } from './admin-paper-actions';

// The tab's query already brings zod and this schema file, so nothing is gained by loading it later.
const loadSchema = async () => adminPaperFormSchema;

interface FormValues {
  title: string;
  authors: string;
  category: string;
  abstract: string;
  keywords: string;
  doi: string;
  pages: string;
  volume: string;
  issue: string;
  year: string;
  status: string;
}

const valuesOf = (paper: AdminPaperRow | null): FormValues => ({
  title: paper?.title ?? '',
  authors: paper?.authors.map((author) => author.name).join(', ') ?? '',
  category: paper?.category ?? '',
  abstract: paper?.abstract ?? '',
  keywords: paper?.keywords.join(', ') ?? '',
  doi: paper?.doi ?? '',
  pages: paper?.pages ?? '',
  volume: paper?.volume?.toString() ?? '',
  issue: paper?.issue?.toString() ?? '',
  year: paper?.volume ? (paper.year?.toString() ?? '') : '',
  status: paper?.status ?? DEFAULT_ADMIN_PAPER_STATUS,
});

interface AdminPaperFormProps {
  /** The paper edited, or null to add one. */
  paper: AdminPaperRow | null;
  show: boolean;
  busy: boolean;
  /** The server's field messages from the last save. */
  serverErrors: Record<string, string>;
  onClose(): void;
  onSave(intent: Extract<AdminPaperIntent, { intent: 'savePaper' }>): void;
}

/**
 * The admin paper form (acting-side.md §5 "Admin paper form"; decision 0050): the contract's
 * schema checks it here and on the server; authors comma-separated (sent as JSON text), the
 * manuscript a PDF.
 */
export function AdminPaperForm({ paper, show, busy, serverErrors, onClose, onSave }: AdminPaperFormProps) {
  const form = useContractForm(loadSchema as never, { defaultValues: valuesOf(paper) as never });
  const [manuscript, setManuscript] = useState<File | null>(null);
  const { reset, setError } = form;
  useEffect(() => {
    if (show) {
      reset(valuesOf(paper) as never);
      setManuscript(null);
    }
  }, [show, paper, reset]);
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors)) if (field !== 'manuscript') setError(field as never, { message });
  }, [serverErrors, setError]);

  const errors = form.formState.errors as Partial<Record<keyof FormValues, { message?: string }>>;
  const error = (name: keyof FormValues) => errors[name]?.message;
  const categories: string[] = [...ADMIN_PAPER_CATEGORIES];
  if (paper && !categories.includes(paper.category)) categories.unshift(paper.category);
  const statuses: string[] = [...ADMIN_PAPER_STATUSES];
  if (paper && !statuses.includes(paper.status)) statuses.push(paper.status);
  const field = (name: keyof FormValues) => form.field(name as never);

  const submit = form.handleSubmit((valid) => {
    const values = form.getValues() as unknown as FormValues;
    const parsed = valid as unknown as { authors: { name: string; email: string; affiliation: string }[] };
    onSave({
      intent: 'savePaper',
      ...(paper ? { paperId: paper.id } : {}),
      ...values,
      authors: JSON.stringify(parsed.authors),
      ...(manuscript ? { manuscript } : {}),
    });
  });

  const select = (name: 'category' | 'status', label: string, options: string[], labelOf: (value: string) => string) => (
    <Form.Group className="mb-3" controlId={`paper-${name}`}>
      <Form.Label>
        {label}
        <RequiredMark />
      </Form.Label>
      <Form.Select {...field(name)} isInvalid={Boolean(error(name))} aria-required aria-describedby={describedBy(`paper-${name}`, null, error(name))}>
        {name === 'category' && <option value="">Select a category</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </Form.Select>
      {error(name) && (
        <Form.Control.Feedback type="invalid" id={`paper-${name}-error`}>
          {error(name)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );

  const manuscriptError = serverErrors.manuscript;
  return (
    <Modal show={show} onHide={busy ? () => undefined : onClose} size="lg" aria-labelledby="admin-paper-form-title" data-testid="admin-paper-form">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="admin-paper-form-title">{paper ? 'Edit Paper' : 'Add Paper'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField id="paper-title" label="Title" registration={field('title')} error={error('title')} required />
          <TextField id="paper-authors" label="Authors" registration={field('authors')} error={error('authors')} required hint="Names separated by commas." />
          <Row>
            <Col md={6}>{select('category', 'Category', categories, (value) => value)}</Col>
            <Col md={6}>{select('status', 'Status', statuses, statusLabel)}</Col>
          </Row>
          <TextField id="paper-abstract" label="Abstract" registration={field('abstract')} error={error('abstract')} required rows={5} />
          <TextField id="paper-keywords" label="Keywords" registration={field('keywords')} error={error('keywords')} hint="Separated by commas." />
          <Row>
            <Col xs={6} md={3}>
              <TextField id="paper-volume" label="Volume" registration={field('volume')} error={error('volume')} />
            </Col>
            <Col xs={6} md={3}>
              <TextField id="paper-issue" label="Issue" registration={field('issue')} error={error('issue')} />
            </Col>
            <Col xs={6} md={3}>
              <TextField id="paper-year" label="Year" registration={field('year')} error={error('year')} hint={`${ADMIN_PAPER_YEAR.min}–${ADMIN_PAPER_YEAR.max}`} />
            </Col>
            <Col xs={6} md={3}>
              <TextField id="paper-pages" label="Pages" registration={field('pages')} error={error('pages')} />
            </Col>
          </Row>
          <TextField id="paper-doi" label="DOI" registration={field('doi')} error={error('doi')} />
          <Form.Group className="mb-3" controlId="paper-manuscript">
            <Form.Label>Manuscript (PDF)</Form.Label>
            <Form.Control
              type="file"
              accept=".pdf,application/pdf"
              isInvalid={Boolean(manuscriptError)}
              aria-describedby={describedBy('paper-manuscript', true, manuscriptError)}
              onChange={(event) => setManuscript((event.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <Form.Text id="paper-manuscript-hint">{paper?.hasManuscript ? 'A new PDF becomes the next version; leave empty to keep the current one.' : 'Optional; PDF only.'}</Form.Text>
            {manuscriptError && (
              <Form.Control.Feedback type="invalid" id="paper-manuscript-error">
                {manuscriptError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save Paper'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
