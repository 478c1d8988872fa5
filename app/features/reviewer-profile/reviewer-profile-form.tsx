import { useEffect, useEffectEvent, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFetcher } from 'react-router';
import type { ReviewerProfile } from '../../../contract/reviews/reviewer-profile.schema';
import { TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import { reviewerProfileFormSchema, type ReviewerProfileFormValues } from './reviewer-profile-form-schema';
import type { ReviewerProfileOutcome } from './save-reviewer-profile';

const FIELDS = ['expertise', 'institution', 'unavailableUntil'] as const;
const loadSchema = async () => reviewerProfileFormSchema;

interface ReviewerProfileFormProps {
  profile: ReviewerProfile;
  /** YYYY-MM-DD: the earliest unavailable-until date the browser offers (the server decides). */
  today: string;
  onCancel(): void;
  onSaved(): void;
}

/** The reviewer profile's fields, checked with the contract's rules, sent to the dashboard's clientAction. */
export function ReviewerProfileForm({ profile, today, onCancel, onSaved }: ReviewerProfileFormProps) {
  const fetcher = useFetcher<ReviewerProfileOutcome>();
  const { field, handleSubmit, formState, setError, getValues } = useContractForm(loadSchema, {
    defaultValues: { expertise: profile.expertise.join(', '), institution: profile.institution, unavailableUntil: profile.unavailableUntil ?? '' } satisfies ReviewerProfileFormValues,
  });
  const { errors } = formState;
  const busy = fetcher.state !== 'idle';
  const heard = useRef<ReviewerProfileOutcome | undefined>(undefined);
  const hear = useEffectEvent((outcome: ReviewerProfileOutcome) => {
    if (outcome.ok) return onSaved();
    for (const name of FIELDS) {
      const message = outcome.fieldErrors?.[name];
      if (message) setError(name, { message });
    }
  });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== heard.current) {
      heard.current = fetcher.data;
      hear(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  const onSubmit = handleSubmit(async () => {
    await fetcher.submit({ intent: 'saveReviewerProfile', ...getValues() }, { method: 'post' });
  });

  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Edit reviewer profile">
      {failed && (
        <Alert variant="danger" role="alert">
          {failed.message}
        </Alert>
      )}
      <TextField
        id="reviewer-profile-expertise"
        label="Expertise"
        rows={2}
        required
        registration={field('expertise')}
        error={errors.expertise?.message}
        hint="Separate keywords with commas. Editors match manuscripts to reviewers on them."
      />
      <TextField id="reviewer-profile-institution" label="Institution" required autoComplete="organization" registration={field('institution')} error={errors.institution?.message} />
      <Form.Group className="mb-3" controlId="reviewer-profile-unavailable">
        <Form.Label>Unavailable until (optional)</Form.Label>
        <Form.Control
          type="date"
          min={today}
          {...field('unavailableUntil')}
          isInvalid={Boolean(errors.unavailableUntil)}
          aria-describedby={`reviewer-profile-unavailable-hint${errors.unavailableUntil ? ' reviewer-profile-unavailable-error' : ''}`}
        />
        <Form.Text id="reviewer-profile-unavailable-hint" className="d-block">
          Editors do not invite you before this day (leave, fieldwork). Leave it empty when you are available.
        </Form.Text>
        {errors.unavailableUntil && (
          <Form.Control.Feedback type="invalid" id="reviewer-profile-unavailable-error">
            {errors.unavailableUntil.message}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save profile'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
