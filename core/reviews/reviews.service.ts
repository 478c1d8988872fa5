import type { Readable } from 'node:stream';
import { VISIBLE_STATUSES } from '../../contract/papers/paper-visibility.policy';
import { anonymousReviewerLabel } from '../../contract/papers/paper-visibility.policy';
import { isOpenAssignment } from '../../contract/papers/workflow/paper-relations';
import type { PaperStatus } from '../../contract/papers/paper-status';
import { REVIEW_RECOMMENDATIONS } from '../../contract/editor-desk/editor-desk.schema';
import {
  REVIEW_MESSAGES as M,
  reviewerManuscriptFileName,
  type ReviewAction,
  type ReviewActionResult,
  type ReviewDetail,
  type ReviewDraft,
  type ReviewListItem,
  type ReviewSession,
  type ReviewSubmission,
  type DeclineInput,
} from '../../contract/reviews/review.schema';
import { INVITATION_TOKEN_PATTERN } from '../../contract/reviews/reviewer-constants';
import { REVIEWER_VISIBLE_STATUSES, type ReviewerVisibleStatus } from '../../contract/reviews/review.messages';
import type { Db } from '../../db/client';
import { signAccessToken } from '../auth/tokens';
import { requireActor, type Actor, type Ctx } from '../context';
import { AppError } from '../errors';
import { insertEvent, insertStoredFile } from '../papers/submission.repo';
import { requireAction, reviewerNumbers, type PaperState } from '../workflow/paper-workflow';
import { keepAnnotatedFile, type AnnotatedUpload, type KeptAnnotatedFile } from './annotated-files';
import { isInvitationToken } from './invitations';
import { reviewerCopyOf } from './reviewer-copy';
import { queueInvitationDeclined, queueReviewReceived, roundAfter, tellEditorsIfRoundComplete } from './review-mail';
import {
  deleteStoredFile,
  findAccount,
  findReviewAssignment,
  findVersionForReview,
  listReviewerAssignments,
  updateReviewAssignment,
  type ReviewAssignmentRow,
} from './reviews.repo';

/**
 * The reviewer's workspace (issue 14; decision 0041): my invitations and assignments, the answer
 * to an invitation, the draft, the review sent once, the reviewers' copy of the manuscript, and
 * the exchange of an invitation link for a session scoped to its review. Every answer is built
 * from contract/reviews shapes, which hold nothing of the authors.
 *
 * Who may act on an assignment: its reviewer, signed in (or in a session scoped to it), or
 * whoever holds its invitation link (accept, decline, read the invitation). For anyone else, and
 * for a link that no longer works, the assignment does not exist (404).
 */

/** How the caller reached the assignment. */
type Access = 'invitation' | 'session';

interface Reached {
  row: ReviewAssignmentRow;
  access: Access;
  /** The reviewer, as the workflow sees them: the actions are theirs however the caller got here. */
  reviewer: Actor;
}

export type { AnnotatedUpload } from './annotated-files';

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const reviewerSees = (status: PaperStatus) => VISIBLE_STATUSES.reviewer.includes(status);
const isVisibleToReviewer = (status: string): status is ReviewerVisibleStatus => (REVIEWER_VISIBLE_STATUSES as readonly string[]).includes(status);

async function reviewerActor(db: Db, id: number): Promise<Actor> {
  const account = await findAccount(db, id);
  if (!account) throw notFound();
  return { id: account.id, role: account.role, email: account.email, firstName: account.firstName, lastName: account.lastName, emailVerified: account.emailVerifiedAt !== null };
}

/**
 * The assignment as this caller may reach it. With an invitation token (the X-Invitation-Token
 * header) the token alone decides: it must be this assignment's, and the assignment still open.
 */
async function reach(ctx: Ctx, id: number, invitationToken: string | null): Promise<Reached> {
  if (invitationToken !== null) {
    if (!INVITATION_TOKEN_PATTERN.test(invitationToken)) throw notFound();
    const row = await findReviewAssignment(ctx.db, id);
    if (!row || !isOpenAssignment(row.status) || !reviewerSees(row.paperStatus) || !isInvitationToken(invitationToken, row.invitationTokenHash)) throw notFound();
    return { row, access: 'invitation', reviewer: await reviewerActor(ctx.db, row.reviewerId) };
  }
  const actor = ctx.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', M.linkOrSignIn);
  const row = await findReviewAssignment(ctx.db, id);
  if (!row || row.reviewerId !== actor.id || !isVisibleToReviewer(row.status) || !reviewerSees(row.paperStatus)) throw notFound();
  // A scoped session lives as long as the link: its own assignment, while it is open.
  if (actor.scope && (actor.scope.assignmentId !== id || !isOpenAssignment(row.status))) throw notFound();
  return { row, access: 'session', reviewer: actor };
}

function actionsOf(row: ReviewAssignmentRow, access: Access): ReviewAction[] {
  const collecting = row.paperStatus === 'UNDER_REVIEW';
  const actions: ReviewAction[] = [];
  if (row.status === 'INVITED' && collecting) actions.push('accept', 'decline');
  if (access === 'invitation' && row.status === 'ACCEPTED') actions.push('openSession');
  if (access === 'session' && (row.status === 'ACCEPTED' || row.status === 'COMPLETED')) actions.push('downloadManuscript');
  if (access === 'session' && row.status === 'ACCEPTED' && collecting) actions.push('saveDraft', 'submit');
  return actions;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const recommendationOf = (value: string | null) => ((REVIEW_RECOMMENDATIONS as readonly string[]).includes(value ?? '') ? (value as ReviewDetail['review']['recommendation']) : null);

type ListedRow = Pick<ReviewAssignmentRow, 'id' | 'round' | 'status' | 'assignedAt' | 'responseDueAt' | 'dueAt' | 'respondedAt' | 'draftSavedAt' | 'submittedAt'> & { paperTitle: string; paperCategory: string };

function overdueOf(row: ListedRow, now: Date): ReviewListItem['overdue'] {
  if (row.status === 'INVITED' && row.responseDueAt && row.responseDueAt < now) return 'response';
  if ((row.status === 'INVITED' || row.status === 'ACCEPTED') && row.dueAt && row.dueAt < now) return 'review';
  return null;
}

function listItemOf(row: ListedRow, now: Date): ReviewListItem {
  return {
    id: row.id,
    paper: { title: row.paperTitle, category: row.paperCategory },
    round: row.round,
    status: row.status as ReviewerVisibleStatus,
    invitedAt: row.assignedAt.toISOString(),
    responseDueAt: iso(row.responseDueAt),
    dueAt: iso(row.dueAt),
    respondedAt: iso(row.respondedAt),
    draftSavedAt: iso(row.draftSavedAt),
    submittedAt: iso(row.submittedAt),
    overdue: overdueOf(row, now),
  };
}

/** GET /api/reviews: the caller's invitations and assignments, open ones first. */
export async function listMyReviews(ctx: Ctx): Promise<ReviewListItem[]> {
  const actor = requireActor(ctx);
  if (actor.scope) throw new AppError('UNAUTHENTICATED', M.scopedSessionOnly);
  const rows = await listReviewerAssignments(ctx.db, actor.id, REVIEWER_VISIBLE_STATUSES, VISIBLE_STATUSES.reviewer);
  return rows.map((row) => listItemOf(row, ctx.clock()));
}

/** GET /api/reviews/{id}: the invitation, the anonymised paper, my review and what I may do. */
export async function getReview(ctx: Ctx, id: number, invitationToken: string | null): Promise<ReviewDetail> {
  const { row, access } = await reach(ctx, id, invitationToken);
  const version = row.status === 'INVITED' ? null : await findVersionForReview(ctx.db, row.paperId, row.assignedAt);
  return {
    ...listItemOf(row, ctx.clock()),
    paper: { title: row.paperTitle, abstract: row.paperAbstract, keywords: row.paperKeywords, category: row.paperCategory },
    manuscriptFileName: version?.mediaType ? reviewerManuscriptFileName(id, version.mediaType) : null,
    review: {
      competingInterests: row.competingInterests,
      recommendation: recommendationOf(row.recommendation),
      commentsToAuthor: row.commentsToAuthor,
      confidentialComments: row.confidentialComments,
      annotatedFile: row.annotatedFileId !== null && row.annotatedFileName !== null ? { fileName: row.annotatedFileName, sizeBytes: row.annotatedFileSize ?? 0 } : null,
    },
    actions: actionsOf(row, access),
  };
}

/** The assignment's row of the locked paper state; the status checks are made again under the lock. */
function currentOf(state: PaperState, id: number) {
  const current = state.assignments.find((a) => a.id === id);
  if (!current) throw notFound();
  if (current.round !== state.paper.reviewRound && isOpenAssignment(current.status)) throw new AppError('CONFLICT', M.roundClosed);
  return current;
}

function requireInvited(status: string) {
  if (status === 'ACCEPTED') throw new AppError('CONFLICT', M.alreadyAccepted);
  if (status !== 'INVITED') throw new AppError('CONFLICT', M.alreadyAnswered);
}

function requireWriting(status: string) {
  if (status === 'INVITED') throw new AppError('CONFLICT', M.acceptFirst);
  if (status === 'COMPLETED') throw new AppError('CONFLICT', M.alreadySubmitted);
  if (status !== 'ACCEPTED') throw notFound();
}

const labelOf = (state: PaperState, reviewerId: number) => anonymousReviewerLabel(reviewerNumbers(state).get(reviewerId)!);
/** The paper as it stands once this review is sent (its reviewer's number is fixed by it). */
const withReviewSent = (state: PaperState, id: number, now: Date): PaperState => ({
  ...state,
  assignments: state.assignments.map((a) => (a.id === id ? { ...a, status: 'COMPLETED', submittedAt: now } : a)),
});
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** POST /api/reviews/{id}/accept (the reviewer signed in, or with the invitation link). */
export async function acceptInvitation(ctx: Ctx, id: number, invitationToken: string | null): Promise<ReviewActionResult> {
  const { row, reviewer } = await reach(ctx, id, invitationToken);
  requireInvited(row.status);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, row.paperId, reviewer, 'submitReview', now);
    requireInvited(currentOf(state, id).status);
    await updateReviewAssignment(tx, id, { status: 'ACCEPTED', respondedAt: now });
    await insertEvent(tx, { paperId: row.paperId, actorId: reviewer.id, kind: 'review_accepted', comments: `${nameOf(reviewer)} accepted the invitation to round ${row.round}.`, createdAt: now });
    return { id, status: 'ACCEPTED', message: M.accepted };
  });
}

/** POST /api/reviews/{id}/decline {reason, suggestedReviewer}: the editors are told at once. */
export async function declineInvitation(ctx: Ctx, id: number, invitationToken: string | null, input: DeclineInput): Promise<ReviewActionResult> {
  const { row, reviewer } = await reach(ctx, id, invitationToken);
  const refuse = (status: string) => {
    if (status === 'ACCEPTED') throw new AppError('CONFLICT', M.declineAfterAccept);
    requireInvited(status);
  };
  refuse(row.status);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, row.paperId, reviewer, 'submitReview', now);
    refuse(currentOf(state, id).status);
    const suggested = input.suggestedReviewer ?? null;
    await updateReviewAssignment(tx, id, {
      status: 'DECLINED',
      respondedAt: now,
      declineReason: input.reason,
      suggestedReviewerName: suggested?.name ?? null,
      suggestedReviewerEmail: suggested?.email ?? null,
    });
    await insertEvent(tx, { paperId: row.paperId, actorId: reviewer.id, kind: 'review_declined', comments: `${nameOf(reviewer)} declined the invitation to round ${row.round}.`, createdAt: now });
    const after = roundAfter(state, id, 'DECLINED');
    await queueInvitationDeclined(ctx, tx, state, { name: nameOf(reviewer) }, { reason: input.reason, suggested, openLeft: after.open.length, completed: after.completed.length });
    await tellEditorsIfRoundComplete(ctx, tx, state, after);
    return { id, status: 'DECLINED', message: M.declined };
  });
}

type Fields = Omit<ReviewDraft, 'removeAnnotatedFile'>;

/** What a draft or a review writes, with the annotated file: a new one replaces the old, or the old is removed when asked. */
async function writeReview(ctx: Ctx, tx: Db, id: number, previousFileId: number | null, fields: Fields, file: KeptAnnotatedFile | null, removeFile: boolean, now: Date, extra: Parameters<typeof updateReviewAssignment>[2]) {
  const fileId = file ? await insertStoredFile(tx, { sha256: file.sha256, sizeBytes: file.sizeBytes, mediaType: file.mediaType, originalName: file.originalName, createdAt: now }) : undefined;
  const annotatedFileId = fileId ?? (removeFile ? null : previousFileId);
  await updateReviewAssignment(tx, id, {
    competingInterests: fields.competingInterests ?? null,
    recommendation: fields.recommendation ?? null,
    commentsToAuthor: fields.commentsToAuthor ?? null,
    confidentialComments: fields.confidentialComments ?? null,
    annotatedFileId,
    ...extra,
  });
  if (previousFileId !== null && annotatedFileId !== previousFileId) await deleteStoredFile(tx, previousFileId);
}

async function withUpload<T>(ctx: Ctx, upload: AnnotatedUpload | null, work: (file: KeptAnnotatedFile | null) => Promise<T>): Promise<T> {
  try {
    return await work(upload ? await keepAnnotatedFile(ctx, upload) : null);
  } finally {
    if (upload) await ctx.files.discard(upload.tempFile);
  }
}

/** PUT /api/reviews/{id}: the draft, at any time until the review is sent (the reviewer's session only). */
export async function saveReviewDraft(ctx: Ctx, id: number, draft: ReviewDraft, upload: AnnotatedUpload | null): Promise<ReviewActionResult> {
  return withUpload(ctx, upload, async (file) => {
    const { row, reviewer } = await reach(ctx, id, null);
    requireWriting(row.status);
    const now = ctx.clock();
    return ctx.db.transaction(async (tx) => {
      const state = await requireAction(tx, row.paperId, reviewer, 'submitReview', now);
      requireWriting(currentOf(state, id).status);
      const { removeAnnotatedFile, ...fields } = draft;
      await writeReview(ctx, tx, id, row.annotatedFileId, fields, file, removeAnnotatedFile, now, { draftSavedAt: now });
      return { id, status: 'ACCEPTED', message: M.draftSaved };
    });
  });
}

/** POST /api/reviews/{id}/submit: the review, once; then it is read-only and the link stops working. */
export async function submitReview(ctx: Ctx, id: number, review: ReviewSubmission, upload: AnnotatedUpload | null): Promise<ReviewActionResult> {
  return withUpload(ctx, upload, async (file) => {
    const { row, reviewer } = await reach(ctx, id, null);
    requireWriting(row.status);
    const now = ctx.clock();
    return ctx.db.transaction(async (tx) => {
      const state = await requireAction(tx, row.paperId, reviewer, 'submitReview', now);
      const current = currentOf(state, id);
      requireWriting(current.status);
      const { removeAnnotatedFile, ...fields } = review;
      await writeReview(ctx, tx, id, row.annotatedFileId, fields, file, removeAnnotatedFile, now, { status: 'COMPLETED', submittedAt: now });
      const sent = withReviewSent(state, id, now);
      const label = labelOf(sent, reviewer.id);
      await insertEvent(tx, { paperId: row.paperId, actorId: reviewer.id, kind: 'review_submitted', comments: `${label}, round ${current.round}: ${review.recommendation}.`, createdAt: now });
      await queueReviewReceived(ctx, tx, state, { name: nameOf(reviewer), label }, review.recommendation);
      const after = roundAfter(state, id, 'COMPLETED');
      after.completed = after.completed.map((a) => (a.id === id ? { ...a, recommendation: review.recommendation } : a));
      await tellEditorsIfRoundComplete(ctx, tx, sent, after);
      return { id, status: 'COMPLETED', message: M.reviewSent };
    });
  });
}

/** POST /api/reviews/{id}/session: the invitation link exchanged for a short-lived access token that opens only this review. */
export async function openReviewSession(ctx: Ctx, id: number, invitationToken: string | null): Promise<ReviewSession> {
  if (invitationToken === null) throw notFound();
  const { row } = await reach(ctx, id, invitationToken);
  const account = await findAccount(ctx.db, row.reviewerId);
  if (!account) throw notFound();
  const { token, claims } = await signAccessToken(ctx.settings.jwtSecret, account, ctx.clock(), { assignmentId: id });
  return { token, expiresAt: claims.expiresAt.toISOString(), assignmentId: id };
}

export interface ReviewFile {
  stream: Readable;
  fileName: string;
  mediaType: string;
}

/** GET /api/reviews/{id}/manuscript: the reviewers' copy, as manuscript-{id}.pdf (or .docx, .doc). */
export async function downloadReviewManuscript(ctx: Ctx, id: number): Promise<ReviewFile> {
  const { row } = await reach(ctx, id, null);
  if (row.status === 'INVITED') throw new AppError('CONFLICT', M.acceptFirst);
  const copy = await reviewerCopyOf(ctx, row.paperId, row.assignedAt);
  return { stream: ctx.files.open(copy.sha256), fileName: reviewerManuscriptFileName(id, copy.mediaType), mediaType: copy.mediaType };
}
