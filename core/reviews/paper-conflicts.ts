import { PUBLIC_MAIL_DOMAINS, SHARED_MAIL_DOMAINS_SETTINGS_KEY, conflictCheck, type CandidateIdentity, type Conflict } from '../../contract/reviews/reviewer-matching';
import type { Db } from '../../db/client';
import { findSetting } from '../settings/settings.repo';
import type { PaperState } from '../workflow/paper-workflow';
import { coAuthorEmailsOf } from './reviewer-candidates.repo';

/** Mail domains that say nothing about an employer: the built-in public providers and the journal's additions. */
async function sharedMailDomains(db: Db): Promise<Set<string>> {
  const extra = await findSetting(db, SHARED_MAIL_DOMAINS_SETTINGS_KEY);
  const listed = Array.isArray(extra) ? extra.filter((domain): domain is string => typeof domain === 'string').map((domain) => domain.trim().toLowerCase()) : [];
  return new Set([...PUBLIC_MAIL_DOMAINS, ...listed]);
}

/**
 * The conflict check of decision 0041 for one paper, with its facts read once: the authors, their
 * co-authors elsewhere in the journal and the shared mail domains. The ranked list and the
 * assignment both use it, so the modal never flags what the server lets through, or the reverse.
 */
export async function paperConflictCheck(db: Db, state: Pick<PaperState, 'authors' | 'paper'>): Promise<(reviewer: CandidateIdentity) => Conflict[]> {
  const [coAuthorEmails, sharedDomains] = await Promise.all([
    coAuthorEmailsOf(
      db,
      state.paper.id,
      state.authors.map((author) => author.email),
    ),
    sharedMailDomains(db),
  ]);
  return conflictCheck({ authors: state.authors, submitterId: state.paper.submitterId, coAuthorEmails, sharedDomains });
}
