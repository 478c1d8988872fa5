import { PAPER_MESSAGES } from '../../contract/papers/messages';
import { canSeePaper } from '../../contract/papers/paper-visibility.policy';
import { isOpenAssignment, relationsOf, type PaperParties, type PaperRelations, type PaperViewer } from '../../contract/papers/workflow/paper-relations';
import { allowedActions, decideWorkflow, type WorkflowAction, type WorkflowActor, type WorkflowPaper } from '../../contract/papers/workflow/paper-workflow.policy';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import type { Actor } from '../context';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { isCleared, type InvoiceState } from '../../contract/invoices/invoice.schema';
import { listInvoiceStates } from '../invoices/invoices.repo';
import { listAuthorsOf, type AuthorRow } from '../papers/papers.repo';
import {
  findAppealOfDecision,
  findLastDecision,
  findWorkflowPaper,
  holdingReviewerIds,
  listAssignments,
  listWorkflowDetails,
  type AssignmentRow,
  type WorkflowPaperRow,
} from './workflow.repo';

/**
 * Loads what the workflow policy needs about one paper and asks it (decision 0034). Every
 * service that changes a paper calls `requireAction` inside its transaction, with the row locked,
 * and writes nothing when it throws.
 */

export interface PaperState {
  paper: WorkflowPaperRow;
  authors: AuthorRow[];
  assignments: AssignmentRow[];
  lastDecision: Awaited<ReturnType<typeof findLastDecision>>;
  parties: PaperParties;
  facts: WorkflowPaper;
  relations: PaperRelations;
  holdsOpenReview: boolean;
  madeLastDecision: boolean;
}

/** What the caller has already read of the paper (the paper page), so it is not read again; never for a locked read. */
export interface AlreadyRead {
  paper: WorkflowPaperRow;
  authors: Promise<AuthorRow[]>;
}

export const viewerOf = (actor: Actor | null): PaperViewer | null =>
  actor ? { id: actor.id, role: actor.role, email: actor.email, emailVerified: actor.emailVerified } : null;


interface FactsInput {
  status: PaperStatus;
  round: number;
  assignments: { reviewerId: number; round: number; status: string }[];
  lastDecision: { decision: EditorialDecision; createdAt: Date } | null;
  /** The status of the appeal against the last decision, if one was filed. */
  appealStatus: string | null;
  /** The paper's publication-fee invoice, if one was issued (issue 15). */
  invoice: { number: string; state: InvoiceState } | null;
}

/** The policy's facts from the paper's rows (one function for the paper page and the editors' table). */
export function workflowFactsOf(input: FactsInput): WorkflowPaper {
  const completed = input.assignments.filter((a) => a.status === 'COMPLETED');
  return {
    status: input.status,
    round: input.round,
    completedReviewers: new Set(completed.map((a) => a.reviewerId)).size,
    roundCompletedReviews: completed.filter((a) => a.round === input.round).length,
    lastDecision: input.lastDecision ? { decision: input.lastDecision.decision, at: input.lastDecision.createdAt } : null,
    appeal: input.appealStatus === null ? 'none' : input.appealStatus === 'open' ? 'open' : 'decided',
    // Decision 0048: published only once the invoice is paid or waived.
    feeCleared: isCleared(input.invoice?.state ?? null),
    invoiceNumber: input.invoice?.number ?? null,
  };
}

/** The actor holds an assignment of the current round that is not yet completed. */
export const holdsOpenReviewOf = (assignments: FactsInput['assignments'], actorId: number, round: number) =>
  assignments.some((a) => a.reviewerId === actorId && a.round === round && isOpenAssignment(a.status));

export async function loadPaperState(db: Db, paperId: number, actor: Actor | null, options: { lock: boolean; read?: AlreadyRead }): Promise<PaperState | null> {
  const paper = options.read?.paper ?? (await findWorkflowPaper(db, paperId, options.lock));
  if (!paper) return null;
  const [authors, assignments, lastDecision, invoices] = await Promise.all([
    options.read?.authors ?? listAuthorsOf(db, [paperId]),
    listAssignments(db, paperId),
    findLastDecision(db, paperId),
    listInvoiceStates(db, [paperId]),
  ]);
  const appeal = lastDecision ? await findAppealOfDecision(db, lastDecision.id) : null;
  const parties: PaperParties = {
    submitterId: paper.submitterId,
    authorEmails: authors.map((a) => a.email),
    handlingEditorId: paper.handlingEditorId,
    reviewerIds: holdingReviewerIds(assignments),
  };
  const facts = workflowFactsOf({ status: paper.status, round: paper.reviewRound, assignments, lastDecision, appealStatus: appeal?.status ?? null, invoice: invoices[0] ?? null });
  const relations = relationsOf(parties, viewerOf(actor));
  const holdsOpenReview = actor !== null && holdsOpenReviewOf(assignments, actor.id, paper.reviewRound);
  const madeLastDecision = actor !== null && lastDecision?.editorId === actor.id;
  return { paper, authors, assignments, lastDecision, parties, facts, relations, holdsOpenReview, madeLastDecision };
}

const notFound = () => new AppError('NOT_FOUND', PAPER_MESSAGES.notFound);

/** The paper, when the actor may see it; otherwise NOT_FOUND (missing and invisible look the same). */
export async function requireVisiblePaper(db: Db, paperId: number, actor: Actor | null, options: { lock: boolean }): Promise<PaperState> {
  const state = await loadPaperState(db, paperId, actor, options);
  if (!state || !canSeePaper(state.paper.status, state.relations)) throw notFound();
  return state;
}

/** The actor as the policy sees them on this paper. */
const actorOf = (state: PaperState): WorkflowActor => ({ relations: state.relations, holdsOpenReview: state.holdsOpenReview, madeLastDecision: state.madeLastDecision });

/** The policy's answer for this action, or the AppError it means; returns the status the action leads to. */
export function requireAllowed(state: PaperState, action: WorkflowAction, now: Date, target?: PaperStatus): PaperStatus | null {
  const verdict = decideWorkflow(action, state.facts, actorOf(state), now, target);
  if (verdict.allowed) return verdict.to;
  const code = verdict.code === 'unauthenticated' ? 'UNAUTHENTICATED' : verdict.code === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT';
  throw new AppError(code, verdict.reason);
}

/** Lock the paper, check the actor may see it and take the action: the start of every workflow write. */
export async function requireAction(tx: Db, paperId: number, actor: Actor, action: WorkflowAction, now: Date): Promise<PaperState & { to: PaperStatus | null }> {
  const state = await requireVisiblePaper(tx, paperId, actor, { lock: true });
  return { ...state, to: requireAllowed(state, action, now) };
}

/**
 * The owner's actions (revise, withdraw, appeal): for anyone else the paper does not exist here, as
 * decision 0019 has it, so a co-author or an editor learns nothing from trying.
 */
export async function requireOwnerAction(tx: Db, paperId: number, actor: Actor, action: WorkflowAction, now: Date, options = { lock: true }) {
  const state = await loadPaperState(tx, paperId, actor, options);
  if (!state || !state.relations.has('owner')) throw notFound();
  return { ...state, to: requireAllowed(state, action, now) };
}

/** The actions open to the actor now, for the screens (decision 0034: they read nothing else). */
export const actionsFor = (state: PaperState, now: Date): WorkflowAction[] => [
  ...allowedActions(state.facts, actorOf(state), now),
];

/**
 * 'Reviewer N' for each reviewer of the paper, the same in every round and letter: numbered in the
 * order their first review of it was sent, so the numbers only ever grow and have no gap an author
 * could read as a declined invitation (decision 0041). Reviewers with no review sent yet follow,
 * by first assignment: a provisional number for the editors' screens, never stored or sent.
 */
export function reviewerNumbers(state: Pick<PaperState, 'assignments'>): Map<number, number> {
  const numbers = new Map<number, number>();
  const sent = state.assignments
    .filter((a) => a.status === 'COMPLETED')
    .sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0) || a.id - b.id);
  for (const assignment of [...sent, ...state.assignments]) if (!numbers.has(assignment.reviewerId)) numbers.set(assignment.reviewerId, numbers.size + 1);
  return numbers;
}

/** A paper row of a list, as the policy needs it. */
export interface ListedPaper {
  id: number;
  status: PaperStatus;
  round: number;
  submitterId: number | null;
  handlingEditorId: number | null;
}

/** The actions open to the actor on each paper of a list, with the rows they were computed from (no query per row). */
export async function actionsForPapers(db: Db, rows: ListedPaper[], actor: Actor, now: Date) {
  const ids = rows.map((row) => row.id);
  const [details, invoices] = await Promise.all([listWorkflowDetails(db, ids), listInvoiceStates(db, ids)]);
  const viewer = viewerOf(actor);
  return new Map(
    rows.map((row) => {
      const assignments = details.assignments.filter((a) => a.paperId === row.id);
      const lastDecision = details.decisions.find((d) => d.paperId === row.id) ?? null;
      const appeal = lastDecision ? details.appeals.find((a) => a.decisionId === lastDecision.id) : undefined;
      const invoice = invoices.find((i) => i.paperId === row.id) ?? null;
      const facts = workflowFactsOf({ status: row.status, round: row.round, assignments, lastDecision, appealStatus: appeal?.status ?? null, invoice });
      const parties = {
        submitterId: row.submitterId,
        authorEmails: details.authors.filter((a) => a.paperId === row.id).map((a) => a.email),
        handlingEditorId: row.handlingEditorId,
        reviewerIds: holdingReviewerIds(assignments),
      };
      const actions = [...allowedActions(facts, {
          relations: relationsOf(parties, viewer),
          holdsOpenReview: holdsOpenReviewOf(assignments, actor.id, row.round),
          madeLastDecision: lastDecision?.editorId === actor.id,
        }, now)];
      return [row.id, { actions, assignments, openAppeal: details.appeals.some((a) => a.paperId === row.id && a.status === 'open') }] as const;
    }),
  );
}
