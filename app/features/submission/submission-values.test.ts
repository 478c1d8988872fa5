import { describe, expect, test } from 'vitest';
import type { RevisionDraft } from '../../../contract/papers/author-journey.schema';
import { submissionSchema } from '../../../contract/papers/submission.schema';
import { CHECKLIST_IDS } from '../../../contract/papers/submission-checklist';
import { revisionValues, submissionFormData } from './submission-values';

const values = submissionSchema.parse({
  title: ' Cassava yields ',
  abstract: 'We measured.',
  keywords: 'cassava, yield',
  category: 'Crop Science and Production',
  coverLetter: 'Dear Editor',
  fundingInfo: '',
  ethicsStatement: '',
  conflictOfInterest: 'None',
  acknowledgments: '',
  authors: [
    { name: 'Chinedu Eze', email: 'chinedu@example.org', affiliation: 'UNN', orcid: '', isPrimaryContact: true },
    { name: 'Ngozi Okafor', email: 'ngozi@example.org', affiliation: 'UNN', orcid: '0000-0002-1825-0097', isPrimaryContact: false },
  ],
  articleType: 'case-study',
  feeTier: 'students',
  checklist: [...CHECKLIST_IDS],
  licenceConsent: true,
});
const pdf = new File(['%PDF-1.4\n'], 'paper.pdf', { type: 'application/pdf' });

describe('the multipart body of POST /api/papers (acting-side.md §7)', () => {
  test('has every text field, the authors as JSON text, and the manuscript last', () => {
    const body = submissionFormData(values, pdf);
    const names = [...body.keys()];
    expect(names).toEqual([
      'title',
      'abstract',
      'keywords',
      'category',
      'coverLetter',
      'fundingInfo',
      'ethicsStatement',
      'conflictOfInterest',
      'acknowledgments',
      'authors',
      'articleType',
      'feeTier',
      'checklist',
      'licenceConsent',
      'manuscript',
    ]);
    expect(body.get('articleType')).toBe('case-study');
    expect(body.get('feeTier')).toBe('students');
    expect(JSON.parse(String(body.get('checklist')))).toEqual(CHECKLIST_IDS);
    expect(body.get('licenceConsent')).toBe('true');
    expect(body.get('title')).toBe('Cassava yields');
    expect(JSON.parse(String(body.get('authors')))).toEqual([
      { name: 'Chinedu Eze', email: 'chinedu@example.org', affiliation: 'UNN', orcid: '', isPrimaryContact: true },
      { name: 'Ngozi Okafor', email: 'ngozi@example.org', affiliation: 'UNN', orcid: '0000-0002-1825-0097', isPrimaryContact: false },
    ]);
    expect((body.get('manuscript') as File).name).toBe('paper.pdf');
  });

  test('names the special issue of a new paper, or the paper being revised (never both)', () => {
    const special = submissionFormData(values, pdf, { specialIssueId: 3 });
    expect(special.get('specialIssueId')).toBe('3');
    expect([...special.keys()].at(-1)).toBe('manuscript');
    const revision = submissionFormData(values, pdf, { revisionOf: 12, specialIssueId: 3 });
    expect(revision.get('revisionOf')).toBe('12');
    expect(revision.has('specialIssueId')).toBe(false);
    // A revision keeps the paper's article type and rate.
    expect(revision.has('articleType')).toBe(false);
    expect(revision.has('feeTier')).toBe(false);
  });
});

describe('a revision starts from the version on file', () => {
  test('every field is prefilled and one primary contact kept', () => {
    const draft: RevisionDraft = {
      id: 12,
      title: 'Garlic in broiler diets',
      abstract: 'Abstract',
      keywords: 'garlic, broiler',
      category: 'Animal Science and Production',
      coverLetter: 'Dear Editor',
      fundingInfo: 'TETFund',
      ethicsStatement: 'Approved',
      conflictOfInterest: 'None',
      acknowledgments: '',
      authors: [
        { name: 'Fatima Abubakar', email: 'fatima@example.org', affiliation: 'BUK', orcid: '', isPrimaryContact: false },
        { name: 'Musa Sani', email: 'musa@example.org', affiliation: 'BUK', orcid: '', isPrimaryContact: false },
      ],
      version: 1,
      specialIssue: null,
    };
    const prefilled = revisionValues(draft);
    expect(prefilled).toMatchObject({ title: draft.title, fundingInfo: 'TETFund', ethicsStatement: 'Approved', keywords: 'garlic, broiler' });
    expect(prefilled.authors.map((a) => a.isPrimaryContact)).toEqual([true, false]);
  });
});
