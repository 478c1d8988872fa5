import { describe, expect, test } from 'vitest';
import { CHECKLIST_IDS } from './submission-checklist';
import { countWords, parseAuthorsJson, splitKeywords, SUBMISSION_MESSAGES as M, submissionSchema, type SubmissionInput } from './submission.schema';

const author = { name: 'Adaeze Okafor', email: 'adaeze@example.org', affiliation: 'University of Nigeria, Nsukka', isPrimaryContact: true };
const valid: SubmissionInput = {
  title: 'Cassava yields under drought',
  abstract: 'We measured cassava yields under drought in three seasons.',
  keywords: 'cassava, drought, yield',
  category: 'Crop Science and Production',
  coverLetter: 'Dear Editor, please consider our manuscript.',
  authors: [author],
  articleType: 'original-research',
  checklist: [...CHECKLIST_IDS],
  licenceConsent: true,
};

function messages(input: Partial<SubmissionInput>): string[] {
  const result = submissionSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the submission schema (acting-side.md §5)', () => {
  test('accepts a complete submission and fills optional texts with empty strings', () => {
    const parsed = submissionSchema.parse(valid);
    expect(parsed.fundingInfo).toBe('');
    expect(parsed.authors[0]!.isPrimaryContact).toBe(true);
  });

  test('gives the spec message for each required field', () => {
    expect(messages({ title: '  ' })).toEqual([M.titleRequired]);
    expect(messages({ abstract: '' })).toEqual([M.abstractRequired]);
    expect(messages({ keywords: '' })).toEqual([M.keywordsRequired]);
    expect(messages({ category: '' })).toEqual([M.categoryRequired]);
    expect(messages({ coverLetter: '' })).toEqual([M.coverLetterRequired]);
  });

  test('counts the abstract in words: 500 pass, 501 do not (decision 0018)', () => {
    expect(messages({ abstract: Array(500).fill('soil').join(' ') })).toEqual([]);
    expect(messages({ abstract: Array(501).fill('soil').join(' ') })).toEqual([M.abstractTooLong]);
    // 2,600 characters but only 400 words: characters do not count.
    expect(messages({ abstract: Array(400).fill('agroforestry').join(' ').slice(0, 2600) })).toEqual([]);
  });

  test('checks each author and the primary contact', () => {
    expect(messages({ authors: [{ ...author, name: '' }] })).toContain(M.authorNameRequired);
    expect(messages({ authors: [{ ...author, email: '' }] })).toContain(M.authorEmailRequired);
    expect(messages({ authors: [{ ...author, email: 'not-an-email' }] })).toContain(M.authorEmailInvalid);
    expect(messages({ authors: [{ ...author, affiliation: '' }] })).toContain(M.authorAffiliationRequired);
    expect(messages({ authors: [] })).toEqual([M.completeAuthorRequired]);
    expect(messages({ authors: [{ ...author, isPrimaryContact: false }] })).toEqual([M.primaryContactRequired]);
    expect(messages({ authors: [author, { ...author, email: 'second@example.org' }] })).toEqual([M.primaryContactRequired]);
  });

  test('validates an optional ORCID iD by shape and check character', () => {
    expect(messages({ authors: [{ ...author, orcid: '0000-0002-1825-0097' }] })).toEqual([]);
    expect(messages({ authors: [{ ...author, orcid: '' }] })).toEqual([]);
    expect(messages({ authors: [{ ...author, orcid: '0000-0002-1825-0098' }] })).toEqual([M.orcidInvalid]);
  });

  test('requires an ethics statement for clinical, animal and human-subjects research only', () => {
    for (const category of ['Clinical Research', 'Animal Studies', 'Human Subjects Research']) {
      expect(messages({ category })).toEqual([M.ethicsRequired]);
      expect(messages({ category, ethicsStatement: 'Approved by the university ethics committee (ref. 2024/17).' })).toEqual([]);
    }
    expect(messages({ category: 'Soil Science and Land Management' })).toEqual([]);
  });

  test('takes revision and special-issue ids as the multipart text they arrive in', () => {
    expect(submissionSchema.parse({ ...valid, revisionOf: '12', specialIssueId: '' })).toMatchObject({ revisionOf: 12, specialIssueId: undefined });
    expect(messages({ revisionOf: 'abc' as unknown as number })).toHaveLength(1);
  });
});

describe('helpers of the submission form', () => {
  test('count words, split keywords and read the authors JSON text', () => {
    expect(countWords('  one two\nthree\t four ')).toBe(4);
    expect(splitKeywords('cassava, drought,, Cassava , yield, drought')).toEqual(['cassava', 'drought', 'Cassava', 'yield']);
    expect(parseAuthorsJson('[{"name":"A"}]')).toEqual([{ name: 'A' }]);
    expect(parseAuthorsJson('{"name":"A"}')).toBeNull();
    expect(parseAuthorsJson('not json')).toBeNull();
    expect(parseAuthorsJson(undefined)).toBeNull();
  });

  test('a new paper needs an article type, every checklist item and the licence consent (issue 15)', () => {
    expect(messages({ articleType: undefined })).toEqual([M.articleTypeRequired]);
    expect(messages({ articleType: '' as never })).toEqual([M.articleTypeRequired]);
    expect(messages({ articleType: 'editorial' as never })).toEqual([M.articleTypeRequired]);
    expect(messages({ checklist: CHECKLIST_IDS.slice(1) })).toEqual([M.checklistIncomplete]);
    expect(messages({ licenceConsent: false })).toEqual([M.licenceRequired]);
    expect(messages({ licenceConsent: 'false' as never })).toEqual([M.licenceRequired]);
    expect(submissionSchema.parse({ ...valid, licenceConsent: 'true' as never })).toMatchObject({ licenceConsent: true, feeTier: 'standard' });
    expect(messages({ feeTier: 'gold' as never })).toEqual([M.feeTierInvalid]);
  });

  test('a revision keeps the paper\'s type, so it may leave it out', () => {
    expect(messages({ articleType: undefined, revisionOf: 12 })).toEqual([]);
  });
});
