import { useEffect, useState } from 'react';
import type { User } from '../../../contract/auth/auth.schema';
import { AUTHOR_JOURNEY_MESSAGES as J, revisionDraftSchema, type RevisionDraft } from '../../../contract/papers/author-journey.schema';
import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { api } from '../../lib/api';
import { judgeSpecialIssue, type SpecialIssueNotice } from './special-issue-status';
import { newSubmissionValues, revisionValues, type SubmissionFormValues, type SubmittingUser } from './submission-values';

export type SubmissionSetup =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; initial: SubmissionFormValues; revision: RevisionDraft | null; specialIssue: SpecialIssueNotice | null };

async function loadRevision(id: number): Promise<SubmissionSetup> {
  const draft = revisionDraftSchema.parse(await api<unknown>(`/papers/${id}/revision`));
  return { state: 'ready', initial: revisionValues(draft), revision: draft, specialIssue: null };
}

async function loadNew(user: SubmittingUser | null, specialIssueId: number | null): Promise<SubmissionSetup> {
  const [profile, specialIssue] = await Promise.all([
    // The profile has the institution the session may lack; the session user is the fallback.
    api<User>('/users/profile').catch(() => null),
    specialIssueId === null
      ? Promise.resolve(null)
      : api<unknown>('/special-issues', { anonymous: true })
          .then((list) => judgeSpecialIssue(specialIssueListSchema.parse(list), specialIssueId, new Date()))
          .catch((): SpecialIssueNotice => ({ id: specialIssueId, kind: 'unavailable' })),
  ]);
  return { state: 'ready', initial: newSubmissionValues(profile ?? user), revision: null, specialIssue };
}

/**
 * What the form starts from, loaded in the browser with the bearer token (DESIGN.md: signed-in
 * screens load their data in the browser): the version on file when revising, else the author's
 * profile and, with ?special_issue=, that special issue.
 */
export function useSubmissionSetup(user: SubmittingUser | null, revisionId: number | null | 'invalid', specialIssueId: number | null): SubmissionSetup {
  const [setup, setSetup] = useState<SubmissionSetup>({ state: 'loading' });
  const userKey = user?.email ?? null;
  useEffect(() => {
    if (!userKey) return;
    let live = true;
    setSetup({ state: 'loading' });
    const load =
      revisionId === 'invalid'
        ? Promise.reject(new Error('Not a paper number'))
        : revisionId !== null
          ? loadRevision(revisionId)
          : loadNew(user, specialIssueId);
    load
      .catch((): SubmissionSetup => ({ state: 'failed', message: J.revisionLoadFailed }))
      .then((next) => {
        if (live) setSetup(next);
      });
    return () => {
      live = false;
    };
    // Loads once per signed-in user and address; later refreshes of the session change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, revisionId, specialIssueId]);
  return setup;
}
