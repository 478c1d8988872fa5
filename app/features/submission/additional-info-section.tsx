import { useWatch } from 'react-hook-form';
import { ETHICS_REQUIRED_CATEGORIES, requiresEthicsStatement } from '../../../contract/papers/submission-categories';
import { TextField } from '../../components/forms/text-field';
import { FormSection } from './form-section';
import { fieldId } from './submission-errors';
import type { SubmissionForm } from './use-submission-form';

const listed = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Additional Information: cover letter (required) and the declarations (acting-side.md §3, §5). */
export function AdditionalInfoSection({ form, revising }: { form: SubmissionForm; revising?: boolean }) {
  const { field, control, formState } = form;
  const { errors } = formState;
  const category = String(useWatch({ control, name: 'category' }) ?? '');
  const ethicsRequired = requiresEthicsStatement(category);
  return (
    <FormSection id="additional-information" title="Additional Information">
      <TextField
        id={fieldId('coverLetter')}
        label="Cover Letter"
        required
        rows={6}
        registration={field('coverLetter')}
        error={errors.coverLetter?.message}
        hint={revising ? 'Explain what you changed and answer the reviewers’ comments point by point.' : 'Tell the editors why the paper suits the journal.'}
      />
      <TextField id={fieldId('fundingInfo')} label="Funding Information" registration={field('fundingInfo')} error={errors.fundingInfo?.message} rows={3} />
      <TextField
        id={fieldId('ethicsStatement')}
        label="Ethics Statement"
        required={ethicsRequired}
        registration={field('ethicsStatement')}
        error={errors.ethicsStatement?.message}
        rows={3}
        hint={`Required for ${listed(ETHICS_REQUIRED_CATEGORIES)}: name the committee and the approval number.`}
      />
      <TextField id={fieldId('conflictOfInterest')} label="Conflict of Interest" registration={field('conflictOfInterest')} error={errors.conflictOfInterest?.message} rows={3} />
      <TextField id={fieldId('acknowledgments')} label="Acknowledgments" registration={field('acknowledgments')} error={errors.acknowledgments?.message} rows={3} />
    </FormSection>
  );
}
