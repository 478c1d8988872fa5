import { useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { z } from 'zod';
import {
  ADMIN_ANNOUNCEMENT_MESSAGES as M,
  ANNOUNCEMENT_ATTACHMENT_ACCEPT,
  ANNOUNCEMENT_ATTACHMENTS_MAX,
  ANNOUNCEMENT_UPLOAD_FIELDS,
  ANNOUNCEMENT_UPLOADS_PER_SAVE,
  splitTags,
} from '../../../contract/announcements/admin-announcements.messages';
import type { AdminAnnouncement, AnnouncementForm } from '../../../contract/announcements/admin-announcements.schema';
import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES, announcementType, deriveAnnouncementType } from '../../../contract/announcements/announcement-type';
import type { Announcement } from '../../../contract/announcements/announcements.schema';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { AnnouncementCard } from '../../components/announcements/announcement-card';
import { describedBy, RequiredMark, TextField } from '../../components/forms/text-field';
import { formatFileSize } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import type { AnnouncementOutcome } from './announcement-actions';

type FormIntent = { intent: string } & Record<string, string | File | undefined>;

/** The form's fields, as text (the contract splits the tags and checks the date). */
interface AnnouncementFormValues {
  title: string;
  content: string;
  type: string;
  priority: string;
  tags: string;
  category: string;
  author: string;
  date: string;
}

const loadSchema = () =>
  import('../../../contract/announcements/admin-announcements.schema').then((m) => m.announcementFormSchema as unknown as z.ZodType<AnnouncementForm, AnnouncementFormValues>);

const PRIORITY_LABELS: Record<(typeof ANNOUNCEMENT_PRIORITIES)[number], string> = { high: 'High', normal: 'Normal', low: 'Low' };

const today = (now: Date) => now.toISOString().slice(0, 10);

function valuesOf(announcement: AdminAnnouncement | null, now: Date): AnnouncementFormValues {
  if (!announcement) return { title: '', content: '', type: '', priority: 'normal', tags: '', category: 'General', author: 'Editorial Office', date: today(now) };
  return {
    title: announcement.title,
    content: announcement.content,
    type: announcement.storedType ?? '',
    priority: announcement.priority,
    tags: announcement.tags.join(', '),
    category: announcement.category,
    author: announcement.author,
    date: announcement.date.slice(0, 10),
  };
}

interface AnnouncementDialogProps {
  /** null: a new announcement. */
  announcement: AdminAnnouncement | null;
  show: boolean;
  onClose(): void;
  onSaved(outcome: AnnouncementOutcome): void;
}

/**
 * Create or edit an announcement (reading-side.md §3 "Announcement"; decision 0051), beside a
 * preview drawn by the public page's own card. The contract's schema checks the fields as the
 * server does; the server judges attachments by their content.
 */
export function AnnouncementDialog({ announcement, show, onClose, onSaved }: AnnouncementDialogProps) {
  const [failure, setFailure] = useState<AnnouncementOutcome | null>(null);
  const action = useTabAction<FormIntent, AnnouncementOutcome>((outcome) => (outcome.ok ? onSaved(outcome) : setFailure(outcome)));
  const send = (intent: FormIntent) => {
    setFailure(null);
    return action.send(intent);
  };
  return (
    <Modal
      show={show}
      onHide={action.busy ? undefined : onClose}
      backdrop={action.busy ? 'static' : true}
      keyboard={!action.busy}
      centered
      scrollable
      size="xl"
      fullscreen="md-down"
      aria-labelledby="announcement-dialog-title"
      data-testid="announcement-dialog"
      onExited={() => setFailure(null)}
    >
      <Modal.Header closeButton={!action.busy}>
        <Modal.Title id="announcement-dialog-title" as="h2" className="h5">
          {announcement ? 'Edit Announcement' : 'New Announcement'}
        </Modal.Title>
      </Modal.Header>
      {show && <AnnouncementFormBody key={announcement?.id ?? 'new'} announcement={announcement} busy={action.busy} failure={failure} send={send} onClose={onClose} />}
    </Modal>
  );
}

interface FormBodyProps {
  announcement: AdminAnnouncement | null;
  busy: boolean;
  failure: AnnouncementOutcome | null;
  send(intent: FormIntent): Promise<void>;
  onClose(): void;
}

function AnnouncementFormBody({ announcement, busy, failure, send, onClose }: FormBodyProps) {
  const [now] = useState(() => new Date());
  const form = useContractForm(loadSchema, { defaultValues: valuesOf(announcement, now) });
  const [kept, setKept] = useState<number[]>(() => announcement?.attachments.map((a) => a.index) ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const server = failure?.fieldErrors ?? {};
  const error = (name: keyof AnnouncementFormValues) => errors[name]?.message ?? server[name];
  const attachmentsError = filesError ?? server.attachments ?? server.keepAttachments;

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...files, ...chosen];
    if (next.length > ANNOUNCEMENT_UPLOADS_PER_SAVE || kept.length + next.length > ANNOUNCEMENT_ATTACHMENTS_MAX) {
      setFilesError(next.length > ANNOUNCEMENT_UPLOADS_PER_SAVE ? `Add at most ${ANNOUNCEMENT_UPLOADS_PER_SAVE} files in one save.` : M.tooManyAttachments);
      return;
    }
    setFilesError(null);
    setFiles(next);
  }

  const save = form.handleSubmit(() => {
    const values = form.getValues();
    const uploads = Object.fromEntries(files.map((file, index) => [ANNOUNCEMENT_UPLOAD_FIELDS[index]!, file]));
    void send({
      intent: 'saveAnnouncement',
      announcementId: announcement ? String(announcement.id) : undefined,
      ...values,
      keepAttachments: announcement ? kept.join(',') : undefined,
      ...uploads,
    });
  });

  // The preview: what the public page will show once this is saved.
  const values = form.watch();
  const preview: Announcement = {
    id: announcement?.id ?? 0,
    title: values.title.trim() || 'Title',
    content: values.content.trim() || 'The text of the announcement.',
    type: announcementType(values.type || null, values.title),
    date: /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? `${values.date}T00:00:00.000Z` : now.toISOString(),
    author: values.author.trim(),
    category: values.category.trim() || 'General',
    attachments: [
      ...(announcement?.attachments.filter((a) => kept.includes(a.index)) ?? []).map(({ name, url }) => ({ name, url })),
      ...files.map((file, index) => ({ name: file.name, url: `#new-attachment-${index + 1}` })),
    ],
    tags: splitTags(values.tags),
    priority: (ANNOUNCEMENT_PRIORITIES as readonly string[]).includes(values.priority) ? (values.priority as Announcement['priority']) : 'normal',
  };

  return (
    <>
      <Modal.Body>
        {failure && (
          <Alert variant="danger" role="alert" data-testid="announcement-dialog-error">
            {failure.message}
          </Alert>
        )}
        <Row className="g-4">
          <Col lg={6}>
            <Form id="announcement-form" noValidate onSubmit={save}>
              <TextField id="announcement-title" label="Title" required registration={form.field('title')} error={error('title')} />
              <TextField id="announcement-content" label="Content" required rows={6} registration={form.field('content')} error={error('content')} />
              <Row className="g-3">
                <Col sm={6}>
                  <Form.Group className="mb-3" controlId="announcement-type">
                    <Form.Label>Type</Form.Label>
                    <Form.Select {...form.field('type')} isInvalid={Boolean(error('type'))} aria-describedby={describedBy('announcement-type', true, error('type'))}>
                      <option value="">From the title ({deriveAnnouncementType(values.title)})</option>
                      {ANNOUNCEMENT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Text id="announcement-type-hint" className="d-block">
                      A title with “call”, “deadline” or “event” gives its type.
                    </Form.Text>
                    {error('type') && (
                      <Form.Control.Feedback type="invalid" id="announcement-type-error">
                        {error('type')}
                      </Form.Control.Feedback>
                    )}
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <Form.Group className="mb-3" controlId="announcement-priority">
                    <Form.Label>Priority</Form.Label>
                    <Form.Select {...form.field('priority')} isInvalid={Boolean(error('priority'))} aria-describedby={describedBy('announcement-priority', true, error('priority'))}>
                      {ANNOUNCEMENT_PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {PRIORITY_LABELS[priority]}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Text id="announcement-priority-hint" className="d-block">
                      Sets the card's emphasis; it is not printed.
                    </Form.Text>
                    {error('priority') && (
                      <Form.Control.Feedback type="invalid" id="announcement-priority-error">
                        {error('priority')}
                      </Form.Control.Feedback>
                    )}
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <TextField id="announcement-author" label="Author" required registration={form.field('author')} error={error('author')} />
                </Col>
                <Col sm={6}>
                  <TextField id="announcement-category" label="Category" registration={form.field('category')} error={error('category')} />
                </Col>
                <Col sm={6}>
                  <Form.Group className="mb-3" controlId="announcement-date">
                    <Form.Label>
                      Date
                      <RequiredMark />
                    </Form.Label>
                    <Form.Control type="date" {...form.field('date')} isInvalid={Boolean(error('date'))} aria-required aria-describedby={describedBy('announcement-date', false, error('date'))} />
                    {error('date') && (
                      <Form.Control.Feedback type="invalid" id="announcement-date-error">
                        {error('date')}
                      </Form.Control.Feedback>
                    )}
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <TextField id="announcement-tags" label="Tags" registration={form.field('tags')} error={error('tags')} hint="Separated by commas." />
                </Col>
              </Row>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">Attachments</legend>
                {announcement && announcement.attachments.length > 0 && (
                  <ul className="list-unstyled mb-2" data-testid="current-attachments">
                    {announcement.attachments.map((attachment) => (
                      <li key={attachment.index}>
                        <Form.Check
                          type="checkbox"
                          id={`announcement-keep-${attachment.index}`}
                          checked={kept.includes(attachment.index)}
                          onChange={(event) => setKept((list) => (event.target.checked ? [...list, attachment.index].sort((a, b) => a - b) : list.filter((i) => i !== attachment.index)))}
                          label={`Keep ${attachment.name}${attachment.sizeBytes !== null ? ` (${formatFileSize(attachment.sizeBytes)})` : ''}`}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {files.length > 0 && (
                  <ul className="list-unstyled mb-2" data-testid="new-attachments">
                    {files.map((file, index) => (
                      <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2 mb-1">
                        <span className="small">
                          {file.name} ({formatFileSize(file.size)})
                        </span>
                        <Button size="sm" variant="link" className="p-0" onClick={() => setFiles((list) => list.filter((_, i) => i !== index))} aria-label={`Remove ${file.name}`}>
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                <Form.Label htmlFor="announcement-files">Add files</Form.Label>
                <Form.Control
                  id="announcement-files"
                  type="file"
                  multiple
                  accept={ANNOUNCEMENT_ATTACHMENT_ACCEPT}
                  onChange={addFiles}
                  isInvalid={Boolean(attachmentsError)}
                  aria-invalid={attachmentsError ? true : undefined}
                  aria-describedby={describedBy('announcement-files', true, attachmentsError)}
                />
                <Form.Text id="announcement-files-hint" className="d-block">
                  PDF, Word (.docx), JPEG, PNG or WebP, up to 10MB each; at most {ANNOUNCEMENT_ATTACHMENTS_MAX} in all. Images are stored re-encoded, without camera data.
                </Form.Text>
                {attachmentsError && (
                  <Form.Control.Feedback type="invalid" id="announcement-files-error">
                    {attachmentsError}
                  </Form.Control.Feedback>
                )}
              </fieldset>
            </Form>
          </Col>
          <Col lg={6}>
            <section aria-labelledby="announcement-preview-title" data-testid="announcement-preview">
              <h3 id="announcement-preview-title" className="h6 text-uppercase text-body-secondary">
                Preview
              </h3>
              <p className="small text-body-secondary">As the Announcements page will show it.</p>
              <AnnouncementCard announcement={preview} />
            </section>
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="announcement-form" disabled={busy}>
          {busy ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Saving...
            </>
          ) : (
            'Save Announcement'
          )}
        </Button>
      </Modal.Footer>
    </>
  );
}
