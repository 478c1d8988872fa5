import { describe, expect, test } from 'vitest';
import { SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { ApiError } from '../../lib/api';
import { formErrorItems, serverFieldErrors, submissionErrorMessage } from './submission-errors';

const problem = (status: number, detail: string, errors?: Record<string, string[]>) => ({ type: 'about:blank', title: 'Bad Request', status, detail, ...(errors ? { errors } : {}) });

describe('the list of errors at the top of the form', () => {
  test('lists every message in the order of the form, authors named, the file in its place', () => {
    const errors = {
      coverLetter: { type: 'custom', message: M.coverLetterRequired },
      title: { type: 'custom', message: M.titleRequired },
      authors: {
        root: { type: 'custom', message: M.primaryContactRequired },
        1: { email: { type: 'custom', message: M.authorEmailInvalid } },
        0: { name: { type: 'custom', message: M.authorNameRequired }, affiliation: { type: 'custom', message: M.authorAffiliationRequired } },
      },
      category: { type: 'custom', message: M.categoryRequired },
    };
    expect(formErrorItems(errors, M.manuscriptRequired)).toEqual([
      { fieldId: 'submission-title', message: M.titleRequired },
      { fieldId: 'submission-category', message: M.categoryRequired },
      { fieldId: 'submission-authors', message: M.primaryContactRequired },
      { fieldId: 'author-0-name', message: `Author 1: ${M.authorNameRequired}` },
      { fieldId: 'author-0-affiliation', message: `Author 1: ${M.authorAffiliationRequired}` },
      { fieldId: 'author-1-email', message: `Author 2: ${M.authorEmailInvalid}` },
      { fieldId: 'submission-manuscript', message: M.manuscriptRequired },
      { fieldId: 'submission-cover-letter', message: M.coverLetterRequired },
    ]);
  });

  test('an authors message set directly on the list is listed too', () => {
    expect(formErrorItems({ authors: { type: 'server', message: M.completeAuthorRequired } }, null)).toEqual([{ fieldId: 'submission-authors', message: M.completeAuthorRequired }]);
  });

  test('no errors, no items', () => {
    expect(formErrorItems({}, null)).toEqual([]);
    expect(formErrorItems(undefined, null)).toEqual([]);
  });
});

describe('a failed submission (acting-side.md §8)', () => {
  test("shows the server's detail", () => {
    expect(submissionErrorMessage(new ApiError(409, problem(409, 'This special issue is not accepting submissions.'), null))).toBe('This special issue is not accepting submissions.');
  });

  test('or a plain text answer', () => {
    expect(submissionErrorMessage(new ApiError(502, null, 'The journal is down for maintenance.'))).toBe('The journal is down for maintenance.');
  });

  test('else the default message', () => {
    expect(submissionErrorMessage(new ApiError(0, null, null))).toBe(M.submissionFailed);
    expect(submissionErrorMessage(new ApiError(502, null, '<html><body>Bad gateway</body></html>'))).toBe(M.submissionFailed);
    expect(submissionErrorMessage(new Error('boom'))).toBe(M.submissionFailed);
  });

  test('field messages come from the problem', () => {
    expect(serverFieldErrors(new ApiError(400, problem(400, M.titleRequired, { title: [M.titleRequired] }), null))).toEqual({ title: [M.titleRequired] });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
