import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ReviewerApplicationInput } from '../../../contract/reviews/reviewer-application.schema';
import { REVIEWER_APPLICATION_MESSAGES as M } from '../../../contract/reviews/reviewer-application.messages';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { ApplicationSubmitted } from './application-submitted';

const FIELDS = ['name', 'email', 'institution', 'expertise', 'qualifications', 'publications', 'motivation'] as const;
const EMPTY: ReviewerApplicationInput = { name: '', email: '', institution: '', expertise: '', qualifications: '', publications: '', motivation: '' };

/** The contract's schema and answer, loaded on the first edit or on submit (decision 0032: zod stays off the first visit). */
const loadSchemas = () => import('../../../contract/reviews/reviewer-application.schema');

/**
 * acting-side.md §2 /become-reviewer, §5 "Reviewer application", §8: name, email, institution,
 * expertise and qualifications required, publications and motivation optional; POST
 * /api/reviewer-applications, then the 'Application Submitted!' panel. The server's field
 * messages (a second open application from the address) go to their fields; any other failure
 * is the spec's alert.
 */
export function ReviewerApplicationForm() {
  const [submittedTo, setSubmittedTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, formState, setError } = useContractForm(() => loadSchemas().then((schemas) => schemas.reviewerApplicationFormSchema), { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await sendJson('/reviewer-applications', values, (await loadSchemas()).reviewerApplicationSubmittedSchema, { anonymous: true });
      setSubmittedTo(values.email);
    } catch (error) {
      const fields = error instanceof ApiError ? FIELDS.filter((name) => error.fieldError(name)) : [];
      for (const name of fields) setError(name, { message: (error as ApiError).fieldError(name) });
      if (fields.length > 0) return;
      setServerError(error instanceof ApiError && error.status === 429 && error.problem?.detail ? error.problem.detail : M.failed);
    }
  });

  if (submittedTo) return <ApplicationSubmitted email={submittedTo} />;

  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="application-form-heading" data-testid="reviewer-application-form">
      <h2 id="application-form-heading" className="h4 mb-3">
        Application Form
      </h2>
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField id="application-name" label="Full Name" required autoComplete="name" registration={field('name', clear)} error={errors.name?.message} />
      <TextField id="application-email" label="Email" type="email" required autoComplete="email" registration={field('email', clear)} error={errors.email?.message} hint="We write to you at this address about your application." />
      <TextField id="application-institution" label="Institution" required autoComplete="organization" registration={field('institution', clear)} error={errors.institution?.message} />
      <TextField
        id="application-expertise"
        label="Areas of Expertise"
        rows={2}
        required
        registration={field('expertise', clear)}
        error={errors.expertise?.message}
        hint="Separate them with commas, for example: soil fertility, biochar, nutrient cycling."
      />
      <TextField
        id="application-qualifications"
        label="Qualifications"
        rows={3}
        required
        registration={field('qualifications', clear)}
        error={errors.qualifications?.message}
        hint="Your degrees, current position and any reviewing experience."
      />
      <TextField id="application-publications" label="Publications (optional)" rows={4} registration={field('publications', clear)} error={errors.publications?.message} hint="Recent publications, one per line." />
      <TextField
        id="application-motivation"
        label="Motivation (optional)"
        rows={3}
        registration={field('motivation', clear)}
        error={errors.motivation?.message}
        hint="Why you would like to review for the journal."
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </Form>
  );
}
