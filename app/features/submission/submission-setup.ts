import { userSchema } from '../../../contract/auth/auth.schema';
import { AUTHOR_JOURNEY_MESSAGES as J, revisionDraftSchema, type RevisionDraft } from '../../../contract/papers/author-journey.schema';
import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { getJson } from '../../lib/api-data';
import { judgeSpecialIssue, type SpecialIssueNotice } from './special-issue-status';
import { newSubmissionValues, revisionValues, type SubmissionFormValues, type SubmittingUser } from './submission-values';

export type SubmissionSetup =
  | { state: 'failed'; message: string }
  | { state: 'ready'; initial: SubmissionFormValues; revision: RevisionDraft | null; specialIssue: SpecialIssueNotice | null };

/** What the address asks for: a revision (?revision=), a special issue paper (?special_issue=) or a new paper. */
export interface SubmissionQuery {
  revising: boolean;
  /** The paper to revise; 'invalid' when ?revision= is not a paper number. */
  revisionId: number | null | 'invalid';
  /** ?special_issue= as given ('invalid' when not a number); ignored when revising. */
  specialParam: number | null | 'invalid';
  specialIssueId: number | null;
}

/** A paper or special issue number from the address; 'invalid' when present but not a number. */
function idParam(value: string | null): number | null | 'invalid' {
  if (value === null) return null;
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : 'invalid';
}

export function submissionQuery(params: URLSearchParams): SubmissionQuery {
  const revising = params.has('revision');
  const revisionId = revising ? idParam(params.get('revision')) : null;
  const specialParam = revising ? null : idParam(params.get('special_issue'));
  return { revising, revisionId, specialParam, specialIssueId: specialParam === 'invalid' ? null : specialParam };
}

async function loadRevision(id: number, signal: AbortSignal): Promise<SubmissionSetup> {
  const draft = await getJson(`/papers/${id}/revision`, revisionDraftSchema, { signal });
  return { state: 'ready', initial: revisionValues(draft), revision: draft, specialIssue: null };
}

async function loadNew(user: SubmittingUser, specialIssueId: number | null, signal: AbortSignal): Promise<SubmissionSetup> {
  const [profile, specialIssue] = await Promise.all([
    // The profile has the institution the session may lack; the session user is the fallback.
    getJson('/users/profile', userSchema, { signal }).catch(() => null),
    specialIssueId === null
      ? Promise.resolve(null)
      : getJson('/special-issues', specialIssueListSchema, { anonymous: true, signal })
          .then((list) => judgeSpecialIssue(list, specialIssueId, new Date()))
          .catch((): SpecialIssueNotice => ({ id: specialIssueId, kind: 'unavailable' })),
  ]);
  return { state: 'ready', initial: newSubmissionValues(profile ?? user), revision: null, specialIssue };
}

/**
 * What the form starts from, loaded through the typed data layer by the page's clientLoader
 * (decision 0036): the version on file when revising, else the author's profile and, with
 * ?special_issue=, that special issue. A failure is the spec's message, shown in place of the form.
 */
export async function loadSubmissionSetup(user: SubmittingUser, query: SubmissionQuery, signal: AbortSignal): Promise<SubmissionSetup> {
  try {
    if (query.revisionId === 'invalid') throw new Error('Not a paper number');
    return query.revisionId !== null ? await loadRevision(query.revisionId, signal) : await loadNew(user, query.specialIssueId, signal);
  } catch (error) {
    console.warn('Loading the submission form failed', error);
    return { state: 'failed', message: J.revisionLoadFailed };
  }
}
