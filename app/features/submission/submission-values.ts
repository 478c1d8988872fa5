import type { RevisionDraft } from '../../../contract/papers/author-journey.schema';
import type { Submission } from '../../../contract/papers/submission.schema';
import type { ChecklistItemId } from '../../../contract/papers/submission-checklist';
import { withOnePrimary, type AuthorEntry } from './authors';

/** The form's values as typed: every field of acting-side.md §3 "Submission form" but the file. */
export interface SubmissionFormValues {
  title: string;
  abstract: string;
  keywords: string;
  category: string;
  coverLetter: string;
  fundingInfo: string;
  ethicsStatement: string;
  conflictOfInterest: string;
  acknowledgments: string;
  authors: AuthorEntry[];
  /** '' until chosen; a revision keeps the paper's (issue 15). */
  articleType: string;
  feeTier: string;
  checklist: ChecklistItemId[];
  licenceConsent: boolean;
  /** Set when revising, so the shared schema knows the article type is the paper's. */
  revisionOf?: number;
}

export const TEXT_FIELDS = [
  'title',
  'abstract',
  'keywords',
  'category',
  'coverLetter',
  'fundingInfo',
  'ethicsStatement',
  'conflictOfInterest',
  'acknowledgments',
] as const satisfies readonly (keyof SubmissionFormValues)[];
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/** Who is signed in, as far as the first author card needs it. */
export interface SubmittingUser {
  firstName: string;
  lastName: string;
  email: string;
  institution?: string | null;
  /** Their own ORCID iD, from their account (decision 0060). */
  orcid?: string | null;
}

/** A new submission: the signed-in user is the first author and the primary contact. */
export function newSubmissionValues(user: SubmittingUser | null): SubmissionFormValues {
  const me: AuthorEntry = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    affiliation: user?.institution ?? '',
    orcid: user?.orcid ?? '',
    isPrimaryContact: true,
  };
  return {
    title: '',
    abstract: '',
    keywords: '',
    category: '',
    coverLetter: '',
    fundingInfo: '',
    ethicsStatement: '',
    conflictOfInterest: '',
    acknowledgments: '',
    authors: [me],
    articleType: '',
    feeTier: 'standard',
    checklist: [],
    licenceConsent: false,
  };
}

/** 'Submit Revised Paper' starts from the version on file (acting-side.md §4 "Submission"). */
export function revisionValues(draft: RevisionDraft): SubmissionFormValues {
  const authors = draft.authors.map((author) => ({ ...author, orcid: author.orcid ?? '' }));
  return {
    title: draft.title,
    abstract: draft.abstract,
    keywords: draft.keywords,
    category: draft.category,
    coverLetter: draft.coverLetter,
    fundingInfo: draft.fundingInfo,
    ethicsStatement: draft.ethicsStatement,
    conflictOfInterest: draft.conflictOfInterest,
    acknowledgments: draft.acknowledgments,
    authors: authors.length ? withOnePrimary(authors) : newSubmissionValues(null).authors,
    articleType: '',
    feeTier: 'standard',
    checklist: [],
    licenceConsent: false,
    revisionOf: draft.id,
  };
}

export function sameValues(a: SubmissionFormValues, b: SubmissionFormValues): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

function normalise(values: SubmissionFormValues) {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name] ?? ''])),
    authors: (values.authors ?? []).map((a) => [a.name ?? '', a.email ?? '', a.affiliation ?? '', a.orcid ?? '', Boolean(a.isPrimaryContact)]),
    articleType: values.articleType ?? '',
    feeTier: values.feeTier ?? 'standard',
  };
}

export interface SubmissionTarget {
  /** ?special_issue= of a new submission. */
  specialIssueId?: number | null;
  /** ?revision= when revising. */
  revisionOf?: number | null;
}

/**
 * The multipart body of POST /api/papers (acting-side.md §7): the text fields, authors as JSON
 * text, specialIssueId or revisionOf when they apply, and the manuscript last so the server
 * has every field before the file streams in.
 */
export function submissionFormData(values: Submission, manuscript: Blob & { name?: string }, target: SubmissionTarget = {}): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, values[name] ?? '');
  const authors = values.authors.map(({ name, email, affiliation, orcid, isPrimaryContact }) => ({ name, email, affiliation, orcid: orcid ?? '', isPrimaryContact }));
  body.append('authors', JSON.stringify(authors));
  // A revision keeps the paper's article type and rate; the checklist and the licence are confirmed each time.
  if (!target.revisionOf) {
    body.append('articleType', values.articleType ?? '');
    body.append('feeTier', values.feeTier ?? 'standard');
  }
  body.append('checklist', JSON.stringify(values.checklist ?? []));
  body.append('licenceConsent', String(values.licenceConsent === true));
  if (target.revisionOf) body.append('revisionOf', String(target.revisionOf));
  else if (target.specialIssueId) body.append('specialIssueId', String(target.specialIssueId));
  body.append('manuscript', manuscript, manuscript.name ?? 'manuscript');
  return body;
}
