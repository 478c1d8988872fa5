import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useRevalidator } from 'react-router';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES as M,
  DEFAULT_CONTACT_CATEGORY,
  type ContactCategory,
} from '../../../contract/contact/contact.messages';
import { describedBy, TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { useHydrated } from '../../lib/use-hydrated';
import { ContactSent } from './contact-sent';
import './contact.css';

const FIELDS = ['name', 'email', 'subject', 'message', 'category'] as const;
interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
}
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', category: DEFAULT_CONTACT_CATEGORY };

/** The contract's schemas, loaded on the first edit or on submit (decision 0032: zod stays off the first visit). */
const loadSchemas = () => import('../../../contract/contact/contact.schema');

interface ContactFormProps {
  /** The signed, time-stamped token this rendering of the page was given (decision 0042). */
  formToken: string;
  /** The office's address, for readers without JavaScript. */
  officeEmail: string | null;
}

/**
 * acting-side.md §2 /contact, §5 "Public contact form", §8: name, email, subject and message
 * (at least 10 characters) required, category general unless chosen; errors clear on edit; POST
 * /api/contact, then the spec's thank-you. The spam guard's fields travel with it: the page's form
 * token and the honeypot. Sending needs JavaScript, as the other public forms (decision 0041).
 */
export function ContactForm({ formToken, officeEmail }: ContactFormProps) {
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { field, handleSubmit, formState, setError, reset } = useContractForm(() => loadSchemas().then((schemas) => schemas.contactFormSchema), { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const body = { ...values, formToken, [CONTACT_HONEYPOT_FIELD]: honeypot.current?.value ?? '' };
      await sendJson('/contact', body, (await loadSchemas()).contactSentSchema, { anonymous: true });
      setSentFrom(values.email);
    } catch (error) {
      const fields = error instanceof ApiError ? FIELDS.filter((name) => error.fieldError(name)) : [];
      for (const name of fields) setError(name, { message: (error as ApiError).fieldError(name) });
      if (fields.length > 0) return;
      const detail = error instanceof ApiError && (error.status === 429 || error.status === 400) ? error.problem?.detail : undefined;
      setServerError(detail ?? M.failed);
      // A new token for the next try: the one given may have expired while the page stood open.
      if (error instanceof ApiError && error.status === 400) void revalidator.revalidate();
    }
  });

  const another = () => {
    reset(EMPTY);
    setSentFrom(null);
    void revalidator.revalidate();
  };

  if (sentFrom) return <ContactSent email={sentFrom} onAnother={another} />;

  const category = field('category', clear);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" data-testid="contact-form">
      <h2 id="contact-form-heading" className="h4 mb-3">
        Send Us a Message
      </h2>
      <noscript>
        <Alert variant="warning">
          {M.needsJavaScript}{' '}
          {officeEmail ? (
            <>
              Please write to us at <a href={`mailto:${officeEmail}`}>{officeEmail}</a>.
            </>
          ) : (
            'Please switch it on to send a message.'
          )}
        </Alert>
      </noscript>
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField id="contact-name" label="Name" required autoComplete="name" registration={field('name', clear)} error={errors.name?.message} />
      <TextField id="contact-email" label="Email" type="email" required autoComplete="email" registration={field('email', clear)} error={errors.email?.message} hint="We answer at this address." />
      <Form.Group className="mb-3" controlId="contact-category">
        <Form.Label>Category</Form.Label>
        <Form.Select {...category} isInvalid={Boolean(errors.category)} aria-describedby={describedBy('contact-category', null, errors.category)}>
          {CONTACT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {CONTACT_CATEGORY_LABELS[value]}
            </option>
          ))}
        </Form.Select>
        {errors.category && (
          <Form.Control.Feedback type="invalid" id="contact-category-error">
            {errors.category.message}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <TextField id="contact-subject" label="Subject" required registration={field('subject', clear)} error={errors.subject?.message} />
      <TextField id="contact-message" label="Message" rows={6} required registration={field('message', clear)} error={errors.message?.message} hint="At least 10 characters." />
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input ref={honeypot} id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Until the page runs in the browser the button cannot send (without JavaScript, the note above says why). */}
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
