import { PAPER_STATUSES, PUBLIC_PAPER_STATUS, type PaperStatus } from './paper-status';
import { isAuthorRelation, isStaffRelation, relationsOf, type PaperParties, type PaperRelation, type PaperRelations, type PaperViewer } from './workflow/paper-relations';

export { isPaperOwner, type PaperViewer } from './workflow/paper-relations';

/**
 * Who may see a paper, and which parts of it (reading-side.md §6, DESIGN.md "Authentication and
 * permissions", docs/decisions/0007-paper-visibility.md and 0035-paper-access.md). The API, the
 * /paper/{id} page and the SQL of "papers this actor may see" (core/papers/paper-access.repo.ts)
 * are all built from VISIBLE_STATUSES; lists and search show only PUBLIC_PAPER_STATUS.
 */

/** What the rule needs to know about a paper. */
export interface PaperAccessSubject extends PaperParties {
  status: PaperStatus;
}

/**
 * In which statuses each relation sees the paper. Reviewers hold it from the moment it is under
 * review, not once it is withdrawn (their invitation is void then); they see it anonymised.
 */
export const VISIBLE_STATUSES: Record<PaperRelation, readonly PaperStatus[]> = {
  anonymous: [PUBLIC_PAPER_STATUS],
  signedIn: [PUBLIC_PAPER_STATUS],
  owner: PAPER_STATUSES,
  coAuthor: PAPER_STATUSES,
  reviewer: ['UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'PUBLISHED'],
  handlingEditor: PAPER_STATUSES,
  editor: PAPER_STATUSES,
  admin: PAPER_STATUSES,
};

export const canSeePaper = (status: PaperStatus, relations: PaperRelations) => [...relations].some((relation) => VISIBLE_STATUSES[relation].includes(status));

export interface PaperAccess {
  /** The viewer submitted the paper or is listed as an author (by confirmed email). */
  isAuthor: boolean;
  /** The viewer's account submitted the paper: only the owner withdraws, revises or appeals (decision 0019). */
  isOwner: boolean;
  /** Editors and admins see everything. */
  isStaff: boolean;
  /** The viewer reviews the unpublished paper and is neither its author nor staff: an anonymised view (decision 0035). */
  isReviewer: boolean;
  /** The status badge (for a non-published paper only those with a relation get this far). */
  showStatus: boolean;
  /** Author names, affiliations, ORCID iDs: hidden from reviewers until publication (double-blind). */
  showAuthors: boolean;
  /** Funding information and acknowledgments. */
  showFundingAndAcknowledgments: boolean;
  /** Download Full Paper / Download Manuscript, when a manuscript exists. */
  canDownload: boolean;
  /**
   * Review comments, anonymised as 'Reviewer 1', 'Reviewer 2': staff all of them, authors those
   * of rounds an editor's decision has closed (decision 0035), others none.
   */
  reviewComments: 'all' | 'released' | 'none';
  /** The cover letter is a letter to the editor: never public (decision 0007). */
  showCoverLetter: boolean;
  /** Ethics statement and conflict of interest: printed with a published article (decision 0007). */
  showDeclarations: boolean;
  /** Every author's email; readers see only the primary contact's (decision 0007). */
  showAllAuthorEmails: boolean;
  /** The version history: authors and staff. */
  showVersions: boolean;
  /** The paper's timeline: staff every event; authors the author-facing ones (decision 0035). */
  timeline: 'full' | 'author' | 'none';
  /** My Dashboard link, authors only. */
  showDashboardLink: boolean;
}

export function isPaperAuthor(paper: PaperParties, viewer: PaperViewer | null): boolean {
  return isAuthorRelation(relationsOf(paper, viewer));
}

/** null: the viewer may not know the paper exists (answer 'not found'). */
export function decidePaperAccess(paper: PaperAccessSubject, viewer: PaperViewer | null): PaperAccess | null {
  const relations = relationsOf(paper, viewer);
  if (!canSeePaper(paper.status, relations)) return null;
  const isAuthor = isAuthorRelation(relations);
  const isOwner = relations.has('owner');
  const isStaff = isStaffRelation(relations);
  const privileged = isAuthor || isStaff;
  const published = paper.status === PUBLIC_PAPER_STATUS;
  const readerView = published || privileged;
  const isReviewer = relations.has('reviewer') && !readerView;
  return {
    isAuthor,
    isOwner,
    isStaff,
    isReviewer,
    showStatus: true,
    showAuthors: readerView,
    showFundingAndAcknowledgments: readerView,
    canDownload: readerView,
    reviewComments: isStaff ? 'all' : isAuthor ? 'released' : 'none',
    showCoverLetter: privileged,
    showDeclarations: readerView,
    showAllAuthorEmails: privileged,
    showVersions: privileged,
    timeline: isStaff ? 'full' : isAuthor ? 'author' : 'none',
    showDashboardLink: isAuthor,
  };
}

/** The label of the n-th (1-based) review shown to authors and staff on the paper page. */
export const anonymousReviewerLabel = (n: number) => `Reviewer ${n}`;
