import type { Role } from '../../auth/roles';

/**
 * How a signed-in person (or nobody) stands to one paper: the input of both the workflow policy
 * (docs/decisions/0034-paper-workflow.md) and the access policy (0035-paper-access.md). Zod-free:
 * pages import it.
 *
 * - owner: the account that submitted the paper (decision 0019: only it withdraws, revises, appeals);
 * - coAuthor: a listed author whose confirmed address is the viewer's (decision 0021);
 * - reviewer: holds an assignment on the paper that was not declined or cancelled;
 * - handlingEditor: the editor (EDITOR or ADMIN account) the paper is assigned to;
 * - editor / admin: by role, every paper;
 * - signedIn: signed in with none of the above; anonymous: not signed in.
 */
export const PAPER_RELATIONS = ['anonymous', 'signedIn', 'owner', 'coAuthor', 'reviewer', 'handlingEditor', 'editor', 'admin'] as const;
export type PaperRelation = (typeof PAPER_RELATIONS)[number];

/** Assignment states in which a reviewer holds the paper (the others were declined or cancelled). */
export const HOLDING_ASSIGNMENT_STATUSES = ['INVITED', 'ACCEPTED', 'COMPLETED'] as const;
/** Assignment states still waiting for a review (a decision cancels them; reminders go only to them). */
export const OPEN_ASSIGNMENT_STATUSES = ['INVITED', 'ACCEPTED'] as const;
export const isOpenAssignment = (status: string) => (OPEN_ASSIGNMENT_STATUSES as readonly string[]).includes(status);
export const isHoldingAssignment = (status: string) => (HOLDING_ASSIGNMENT_STATUSES as readonly string[]).includes(status);
/** Review assignment states (db/schema/papers.ts keeps the same list). */
export const REVIEW_ASSIGNMENT_STATUSES = ['INVITED', 'ACCEPTED', 'DECLINED', 'COMPLETED', 'CANCELLED'] as const;
export type ReviewAssignmentStatus = (typeof REVIEW_ASSIGNMENT_STATUSES)[number];

/** What the relations need to know about a paper. */
export interface PaperParties {
  submitterId: number | null;
  /** Every listed author's email (compared without regard to case). */
  authorEmails: readonly string[];
  handlingEditorId: number | null;
  /** Accounts holding an assignment in HOLDING_ASSIGNMENT_STATUSES, any round. */
  reviewerIds: readonly number[];
}

/** The signed-in viewer, or null for an anonymous reader. */
export interface PaperViewer {
  id: number;
  role: Role;
  email: string;
  /** Only a confirmed address makes the viewer an author of papers listing it (decision 0021). */
  emailVerified: boolean;
}

export type PaperRelations = ReadonlySet<PaperRelation>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const isStaffRole = (role: Role | undefined | null) => role === 'EDITOR' || role === 'ADMIN';

export const isPaperOwner = (paper: Pick<PaperParties, 'submitterId'>, viewer: Pick<PaperViewer, 'id'> | null) =>
  viewer !== null && paper.submitterId !== null && paper.submitterId === viewer.id;

export const isListedAuthor = (paper: Pick<PaperParties, 'authorEmails'>, viewer: PaperViewer | null) =>
  viewer !== null && viewer.emailVerified && viewer.email.trim() !== '' && paper.authorEmails.some((email) => sameEmail(email, viewer.email));

/** Every relation the viewer has to the paper; a person may hold several (an editor who is a co-author). */
export function relationsOf(paper: PaperParties, viewer: PaperViewer | null): PaperRelations {
  if (!viewer) return new Set(['anonymous']);
  const relations = new Set<PaperRelation>();
  if (isPaperOwner(paper, viewer)) relations.add('owner');
  else if (isListedAuthor(paper, viewer)) relations.add('coAuthor');
  if (paper.reviewerIds.includes(viewer.id)) relations.add('reviewer');
  if (isStaffRole(viewer.role) && paper.handlingEditorId === viewer.id) relations.add('handlingEditor');
  if (viewer.role === 'EDITOR') relations.add('editor');
  if (viewer.role === 'ADMIN') relations.add('admin');
  if (relations.size === 0) relations.add('signedIn');
  return relations;
}

export const isAuthorRelation = (relations: PaperRelations) => relations.has('owner') || relations.has('coAuthor');
export const isStaffRelation = (relations: PaperRelations) => relations.has('editor') || relations.has('admin');
