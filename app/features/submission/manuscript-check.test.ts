import { describe, expect, test } from 'vitest';
import { MANUSCRIPT_MAX_BYTES, SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { manuscriptError } from './manuscript-check';

describe('the manuscript check in the browser (acting-side.md §5 "Manuscript")', () => {
  test('a file is required', () => {
    expect(manuscriptError(null)).toBe(M.manuscriptRequired);
  });

  test('PDF, DOC and DOCX pass, by name or by type', () => {
    expect(manuscriptError({ name: 'paper.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(manuscriptError({ name: 'Paper.DOCX', size: 1000, type: '' })).toBeNull();
    expect(manuscriptError({ name: 'paper.doc', size: 1000, type: 'application/octet-stream' })).toBeNull();
    expect(manuscriptError({ name: 'manuscript', size: 1000, type: 'application/pdf' })).toBeNull();
  });

  test('anything else is refused with the spec message', () => {
    expect(manuscriptError({ name: 'paper.txt', size: 10, type: 'text/plain' })).toBe(M.fileTypeInvalid);
    expect(manuscriptError({ name: 'paper.pdf.exe', size: 10, type: '' })).toBe(M.fileTypeInvalid);
  });

  test('10MB is the most accepted', () => {
    expect(manuscriptError({ name: 'paper.pdf', size: MANUSCRIPT_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(manuscriptError({ name: 'paper.pdf', size: MANUSCRIPT_MAX_BYTES + 1, type: 'application/pdf' })).toBe(M.fileTooLarge);
  });
});
