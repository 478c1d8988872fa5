import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { FEE_TIER_LABELS, FEE_TIERS, FULL_WAIVERS } from '../../../contract/journal/fees';
import { LICENCE } from '../../../contract/journal/identity';
import { LICENCE_CONSENT_TEXT, SUBMISSION_CHECKLIST } from '../../../contract/papers/submission-checklist';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import { FormSection } from './form-section';
import { fieldId } from './submission-errors';
import type { SubmissionForm } from './use-submission-form';

/**
 * Declarations (issue 15 "Publication fees"; decision 0048): the rate the author claims (a new
 * paper only: a revision keeps it), the guide's submission checklist and the CC BY 4.0 consent.
 */
export function DeclarationsSection({ form, revising }: { form: SubmissionForm; revising?: boolean }) {
  const { field, control, formState, setValue, clearErrors } = form;
  const { errors } = formState;
  const checked = (useWatch({ control, name: 'checklist' }) as string[] | undefined) ?? [];
  const tierId = fieldId('feeTier');
  const checklistId = fieldId('checklist');
  const licenceId = fieldId('licenceConsent');
  const checklistError = (errors.checklist as { message?: string; root?: { message?: string } } | undefined)?.message ?? (errors.checklist as { root?: { message?: string } } | undefined)?.root?.message;
  const licenceError = errors.licenceConsent?.message;
  const tierError = errors.feeTier?.message;

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...new Set([...checked, id])] : checked.filter((item) => item !== id);
    setValue('checklist', next as never, { shouldDirty: true });
    clearErrors('checklist');
  };

  return (
    <FormSection id="declarations" title="Declarations">
      {!revising && (
        <Form.Group className="mb-4" controlId={tierId}>
          <Form.Label>Publication fee rate</Form.Label>
          <Form.Select {...field('feeTier')} isInvalid={Boolean(tierError)} aria-describedby={describedBy(tierId, true, tierError)}>
            {FEE_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {FEE_TIER_LABELS[tier]}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={`${tierId}-hint`} muted>
            Nothing is charged before acceptance. Choose the rate you are eligible for; the office checks it before the invoice is paid. Full waivers ({FULL_WAIVERS.map((w) => w.name.toLowerCase()).join(', ')}) can be requested from your dashboard. See{' '}
            <Link to="/publication-fee">Publication Fee</Link>.
          </Form.Text>
          {tierError && (
            <Form.Control.Feedback type="invalid" id={`${tierId}-error`}>
              {tierError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      )}
      <fieldset className="mb-4" id={checklistId} tabIndex={-1} aria-describedby={describedBy(checklistId, true, checklistError)}>
        <legend className="fs-6 fw-semibold">
          Submission checklist
          <RequiredMark />
        </legend>
        <p className="small text-body-secondary" id={`${checklistId}-hint`}>
          From the <Link to="/guide-for-authors">Guide for Authors</Link>: please confirm each item.
        </p>
        {SUBMISSION_CHECKLIST.map((item) => (
          <Form.Check
            key={item.id}
            type="checkbox"
            id={`checklist-${item.id}`}
            className="mb-2"
            label={item.text}
            checked={checked.includes(item.id)}
            onChange={(event) => toggle(item.id, event.currentTarget.checked)}
            isInvalid={Boolean(checklistError) && !checked.includes(item.id)}
            aria-required
          />
        ))}
        {checklistError && (
          <div className="invalid-feedback d-block" id={`${checklistId}-error`}>
            {checklistError}
          </div>
        )}
      </fieldset>
      <Form.Group controlId={licenceId}>
        <Form.Check
          type="checkbox"
          {...field('licenceConsent')}
          isInvalid={Boolean(licenceError)}
          aria-required
          aria-describedby={describedBy(licenceId, null, licenceError)}
          label={
            <>
              {LICENCE_CONSENT_TEXT} (<a href={LICENCE.url}>licence text</a>)
              <RequiredMark />
            </>
          }
        />
        {licenceError && (
          <div className="invalid-feedback d-block" id={`${licenceId}-error`}>
            {licenceError}
          </div>
        )}
      </Form.Group>
    </FormSection>
  );
}
