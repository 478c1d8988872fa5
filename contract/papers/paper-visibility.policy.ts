import type { Role } from '../auth/roles';
import { PUBLIC_PAPER_STATUS, type PaperStatus } from './paper-status';

/**
 * Who may see a paper, and which parts of it (reading-side.md §6, DESIGN.md "Authentication and
 * permissions", docs/decisions/0007-paper-visibility.md). The one function the API and the
 * /paper/{id} page both use; lists and search show only PUBLIC_PAPER_STATUS.
 */

/** What the rule needs to know about a paper. */
export interface PaperAccessSubject {
  status: PaperStatus;
  /** The account that submitted it. */
  submitterId: number | null;
  /** Every listed author's email (compared without regard to case). */
  authorEmails: readonly string[];
}

/** The signed-in viewer, or null for an anonymous reader. */
export interface PaperViewer {
  id: number;
  role: Role;
  email: string;
  /** Only a confirmed address makes the viewer an author of papers listing it (decision 0021). */
  emailVerified: boolean;
}

export interface PaperAccess {
  /** The viewer submitted the paper or is listed as an author (by email). */
  isAuthor: boolean;
  /** The viewer's account submitted the paper: only the owner withdraws or revises it (decision 0019). */
  isOwner: boolean;
  /** Editors and admins see everything. */
  isStaff: boolean;
  /** The status badge (for a non-published paper only its authors and staff get this far). */
  showStatus: boolean;
  /** Funding information and acknowledgments. */
  showFundingAndAcknowledgments: boolean;
  /** Download Full Paper / Download Manuscript, when a manuscript exists. */
  canDownload: boolean;
  /** Review comments, anonymised as 'Reviewer 1', 'Reviewer 2': staff always, authors once a decision is made (decision 0007). */
  showReviewComments: boolean;
  /** The cover letter is a letter to the editor: never public (decision 0007). */
  showCoverLetter: boolean;
  /** Ethics statement and conflict of interest: printed with a published article (decision 0007). */
  showDeclarations: boolean;
  /** Every author's email; readers see only the primary contact's (decision 0007). */
  showAllAuthorEmails: boolean;
  /** reading-side.md §6: only the author (the owner, decision 0019), only when REVISIONS_REQUIRED. */
  canSubmitRevision: boolean;
  /** The version history: authors and staff. */
  showVersions: boolean;
  /** My Dashboard link, authors only. */
  showDashboardLink: boolean;
}

/** Statuses an editor's decision has produced: from here on the authors read the reviews. */
export const REVIEWS_RELEASED_STATUSES: readonly PaperStatus[] = ['REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'PUBLISHED'];

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isPaperOwner = (paper: Pick<PaperAccessSubject, 'submitterId'>, viewer: PaperViewer | null) =>
  viewer !== null && paper.submitterId !== null && paper.submitterId === viewer.id;

export function isPaperAuthor(paper: Omit<PaperAccessSubject, 'status'>, viewer: PaperViewer | null): boolean {
  if (!viewer) return false;
  if (isPaperOwner(paper, viewer)) return true;
  return viewer.emailVerified && viewer.email.trim() !== '' && paper.authorEmails.some((email) => sameEmail(email, viewer.email));
}

/** null: the viewer may not know the paper exists (answer 'not found'). */
export function decidePaperAccess(paper: PaperAccessSubject, viewer: PaperViewer | null): PaperAccess | null {
  const isAuthor = isPaperAuthor(paper, viewer);
  const isOwner = isPaperOwner(paper, viewer);
  const isStaff = viewer?.role === 'EDITOR' || viewer?.role === 'ADMIN';
  const privileged = isAuthor || isStaff;
  const published = paper.status === PUBLIC_PAPER_STATUS;
  if (!published && !privileged) return null;
  return {
    isAuthor,
    isOwner,
    isStaff,
    showStatus: true,
    showFundingAndAcknowledgments: published || privileged,
    canDownload: published || privileged,
    showReviewComments: isStaff || (isAuthor && REVIEWS_RELEASED_STATUSES.includes(paper.status)),
    showCoverLetter: privileged,
    showDeclarations: published || privileged,
    showAllAuthorEmails: privileged,
    canSubmitRevision: isOwner && paper.status === 'REVISIONS_REQUIRED',
    showVersions: privileged,
    showDashboardLink: isAuthor,
  };
}

/** The label of the n-th (1-based) review shown to authors and staff on the paper page. */
export const anonymousReviewerLabel = (n: number) => `Reviewer ${n}`;
