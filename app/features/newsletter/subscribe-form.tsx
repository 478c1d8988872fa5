import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { NEWSLETTER_MESSAGES as M, SUBSCRIBED_ANSWER } from '../../../contract/newsletter/newsletter.messages';
import type { NewsletterSubscriptionInput } from '../../../contract/newsletter/newsletter.schema';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';

interface SubscribeFormProps {
  idPrefix: string;
  /** Hide the success message after this long (acting-side.md §9 "newsletter success 3 s"); kept until the next edit when unset. */
  successMs?: number;
}

/**
 * The readers' subscription form (reading-side.md §2 Information for readers). It really
 * subscribes through POST /api/newsletter-subscriptions, then shows the spec's message and asks
 * the reader to confirm from the mail (double opt-in, decision 0043).
 */
export function SubscribeForm({ idPrefix, successMs }: SubscribeFormProps) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, formState, reset, setError } = useContractForm(() => import('../../../contract/newsletter/newsletter.schema').then((schemas) => schemas.newsletterSubscriptionSchema), {
    defaultValues: { email: '', name: '' } satisfies NewsletterSubscriptionInput,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!done || !successMs) return;
    const timer = setTimeout(() => setDone(false), successMs);
    return () => clearTimeout(timer);
  }, [done, successMs]);

  const clearStatus = () => {
    setDone(false);
    setServerError(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    clearStatus();
    try {
      await sendJson('/newsletter-subscriptions', values, (await import('../../../contract/newsletter/newsletter.schema')).newsletterSubscribedSchema, { anonymous: true });
      reset({ email: '', name: '' });
      setDone(true);
    } catch (error) {
      const emailError = error instanceof ApiError ? error.fieldError('email') : undefined;
      if (emailError) setError('email', { message: emailError });
      else if (error instanceof ApiError && error.status === 429 && error.problem?.detail) setServerError(error.problem.detail);
      else setServerError(M.failed);
    }
  });

  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Subscribe to new publication notices">
      <TextField id={`${idPrefix}-email`} label="Email" type="email" required autoComplete="email" registration={field('email', clearStatus)} error={errors.email?.message} />
      <TextField id={`${idPrefix}-name`} label="Name (optional)" autoComplete="name" registration={field('name', clearStatus)} error={errors.name?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
      <div aria-live="polite" className="mt-3">
        {done && (
          <Alert variant="success" className="mb-0" data-testid="subscribe-success">
            {SUBSCRIBED_ANSWER}
          </Alert>
        )}
      </div>
      {serverError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {serverError}
        </Alert>
      )}
    </Form>
  );
}
