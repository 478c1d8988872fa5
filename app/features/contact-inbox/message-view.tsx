import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { CONTACT_CATEGORY_LABELS, CONTACT_MESSAGES as M } from '../../../contract/contact/contact.messages';
import type { ContactMessageDetail } from '../../../contract/contact/contact.schema';
import { formatLongDate } from '../../../contract/format/long-date';
import { TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import { ContactStatusBadge } from './status-badge';

const loadReplySchema = () => import('../../../contract/contact/contact.schema').then((schemas) => schemas.contactReplyFormSchema);

interface MessageViewProps {
  message: ContactMessageDetail | null;
  backHref: string;
  busy: boolean;
  onMarkRead(id: number): void;
  /** Resolves once the reply has been sent (or refused). */
  onReply(id: number, body: string): Promise<unknown>;
  /** The server's field message for the last reply, if it refused one. */
  replyError: string | null;
}

/**
 * One message in full (acting-side.md §2 Contact Forms), Mark as Read, the replies sent, and a
 * reply written here and sent by mail. The inbox keys it by the replies' count, so a reply that
 * was sent empties the form and one that was refused stays to be sent again.
 */
export function MessageView({ message, backHref, busy, onMarkRead, onReply, replyError }: MessageViewProps) {
  const { field, handleSubmit, formState } = useContractForm(loadReplySchema, { defaultValues: { body: '' } });
  const back = (
    <Link to={backHref} preventScrollReset className="d-inline-block mb-3">
      ← Back to messages
    </Link>
  );
  if (!message) {
    return (
      <section aria-label="Contact message">
        {back}
        <Alert variant="danger">{M.messageLoadFailed}</Alert>
      </section>
    );
  }
  const send = handleSubmit(async ({ body }) => {
    await onReply(message.id, body);
  });
  const error = formState.errors.body?.message ?? replyError ?? undefined;

  return (
    <section aria-labelledby="message-heading" data-testid="contact-message">
      {back}
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
            <h2 id="message-heading" className="h4 mb-0 text-break">
              {message.subject}
            </h2>
            <ContactStatusBadge status={message.status} />
          </div>
          <dl className="row small mb-3">
            <dt className="col-sm-3">From</dt>
            <dd className="col-sm-9 text-break">
              {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
            </dd>
            <dt className="col-sm-3">Category</dt>
            <dd className="col-sm-9">{CONTACT_CATEGORY_LABELS[message.category]}</dd>
            <dt className="col-sm-3">Received</dt>
            <dd className="col-sm-9">{formatLongDate(message.createdAt)}</dd>
            {message.readAt && (
              <>
                <dt className="col-sm-3">Read</dt>
                <dd className="col-sm-9">
                  {formatLongDate(message.readAt)}
                  {message.readBy && ` by ${message.readBy.name}`}
                </dd>
              </>
            )}
          </dl>
          <p className="mb-3 text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message-text">
            {message.message}
          </p>
          {message.status === 'unread' && (
            <Button variant="outline-primary" disabled={busy} onClick={() => onMarkRead(message.id)}>
              Mark as Read
            </Button>
          )}
        </Card.Body>
      </Card>

      <h3 className="h5">Replies</h3>
      {message.replies.length === 0 ? (
        <p className="text-body-secondary">No reply has been sent yet.</p>
      ) : (
        <ol className="list-unstyled mb-4" data-testid="contact-replies">
          {message.replies.map((reply) => (
            <li key={reply.id} className="border rounded p-3 mb-2">
              <p className="small text-body-secondary mb-2">
                {formatLongDate(reply.sentAt)}
                {reply.sentBy && `, by ${reply.sentBy.name}`}, to {reply.to}
              </p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      )}

      <Form noValidate onSubmit={(event) => void send(event)} aria-labelledby="reply-heading">
        <h3 id="reply-heading" className="h5">
          Reply
        </h3>
        <TextField
          id="contact-reply"
          label="Your reply"
          rows={6}
          required
          registration={field('body')}
          error={error}
          hint={`Sent by email to ${message.email}, with their message quoted; kept here with the message, which counts as read.`}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reply'}
        </Button>
      </Form>
    </section>
  );
}
