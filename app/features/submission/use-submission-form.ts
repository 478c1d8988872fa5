import { useContractForm } from '../../lib/forms';
import type { SubmissionFormValues } from './submission-values';

/** The submission form with the shared schema (DESIGN.md "One contract"); the file is kept apart. */
export function useSubmissionForm(defaults: SubmissionFormValues) {
  return useContractForm(() => import('../../../contract/papers/submission.schema').then((schemas) => schemas.submissionSchema), { defaultValues: defaults });
}

export type SubmissionForm = ReturnType<typeof useSubmissionForm>;
