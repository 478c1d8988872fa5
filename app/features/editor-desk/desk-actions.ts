import { z } from 'zod';
import { appealOutcomeSchema, decisionSchema, EDITOR_DESK_MESSAGES as M, workflowResultSchema, type WorkflowResult } from '../../../contract/editor-desk/editor-desk.schema';
import { APPEAL_REVERSAL_STATUSES } from '../../../contract/papers/workflow/editorial-decisions';
import { applicationDecisionSchema, REVIEWER_APPLICATION_MESSAGES as A } from '../../../contract/reviews/reviewer-application.schema';
import { expertiseKeywords } from '../../../contract/reviews/reviewer-expertise';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { upload } from '../../lib/upload';

/**
 * The editorial desk's changes, as the dashboard route's one `clientAction` (decision 0036): each
 * dialog submits its form through a fetcher with an `intent`, this calls the API with the bearer
 * token and answers an outcome in the spec's words (acting-side.md §8); React Router then runs the
 * page's loader again, so the table shows what the server now holds.
 */

const id = z.coerce.number().int().min(1);
const text = z.string();
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const deskIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('decide'), paperId: id, decision: decisionSchema, letter: text }),
  z.object({
    intent: z.literal('assignReviewers'),
    paperId: id,
    reviewers: z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]), z.array(id)),
    /** JSON text of [{reviewerId, reason}]: the reasons for inviting despite a conflict (decision 0041). */
    overrides: optional,
  }),
  z.object({ intent: z.literal('reinviteReviewers'), paperId: id }),
  z.object({ intent: z.literal('handlingEditor'), paperId: id, editorId: z.preprocess((v) => (v === '' ? null : v), id.nullable()) }),
  z.object({
    intent: z.literal('publish'),
    paperId: id,
    issueId: optional,
    /** JSON text of {volume, number, year, title, publicationDate}, as the API takes it in a multipart body. */
    newIssue: optional,
    pages: optional,
    doi: optional,
    galley: z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.instanceof(File).optional()),
  }),
  z.object({
    intent: z.literal('decideAppeal'),
    appealId: id,
    outcome: appealOutcomeSchema,
    letter: text,
    reversedTo: z.preprocess((v) => (v === '' ? undefined : v), z.enum(APPEAL_REVERSAL_STATUSES).optional()),
  }),
  /** The expertise keywords as the editor left them, comma-separated; none: the application's own. */
  z.object({ intent: z.literal('approveApplication'), applicationId: id, expertise: optional }),
  z.object({ intent: z.literal('declineApplication'), applicationId: id }),
]);
export type DeskIntent = z.output<typeof deskIntentSchema>;
export type DeskIntentName = DeskIntent['intent'];

/** What a change came to; the dialog that sent it shows a failure, the page's notice a success. */
export interface DeskOutcome {
  intent: DeskIntentName;
  ok: boolean;
  /** The spec's message (acting-side.md §8). */
  message: string;
  /** The server's own sentence when it refused (a 409 naming the status and what is allowed). */
  detail?: string;
  /** Field messages from the server (400 and 409 with `errors`), by field name. */
  fieldErrors?: Record<string, string>;
  /** The paper's status afterwards, when it changed. */
  status?: WorkflowResult['status'];
}

/** 'Paper status successfully updated to {status}.' and what the server said besides. */
const statusChanged = (intent: DeskIntentName, result: WorkflowResult): DeskOutcome => ({
  intent,
  ok: true,
  status: result.status,
  message: `${M.statusUpdated(result.status)} ${result.message}`,
});

function failure(intent: DeskIntentName, message: string, error: unknown): DeskOutcome {
  console.warn(`The editorial desk's ${intent} failed`, error);
  if (!(error instanceof ApiError)) return { intent, ok: false, message };
  const fieldErrors = Object.fromEntries(Object.entries(error.problem?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
  // 409: the workflow refused, and its sentence says why and what is allowed (decision 0034).
  const detail = error.status === 409 || error.status === 400 || error.status === 403 || error.status === 413 || error.status === 415 ? error.problem?.detail : undefined;
  return { intent, ok: false, message, ...(detail ? { detail } : {}), ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
}

function publishBody(intent: Extract<DeskIntent, { intent: 'publish' }>): { json: Record<string, unknown>; form: FormData | null } {
  const fields = { issueId: intent.issueId, newIssue: intent.newIssue, pages: intent.pages, doi: intent.doi };
  if (!intent.galley) {
    const json: Record<string, unknown> = {};
    if (fields.issueId) json.issueId = Number(fields.issueId);
    if (fields.newIssue) json.newIssue = JSON.parse(fields.newIssue) as unknown;
    if (fields.pages) json.pages = fields.pages;
    if (fields.doi) json.doi = fields.doi;
    return { json, form: null };
  }
  // With the final PDF: multipart, newIssue as JSON text (the API's publish route).
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('galley', intent.galley, intent.galley.name);
  return { json: {}, form };
}

export async function runDeskIntent(intent: DeskIntent): Promise<DeskOutcome> {
  switch (intent.intent) {
    case 'decide':
      try {
        const result = await sendJson(`/editor/papers/${intent.paperId}/decision`, { decision: intent.decision, letter: intent.letter }, workflowResultSchema);
        return statusChanged('decide', result);
      } catch (error) {
        return failure('decide', M.statusFailed, error);
      }
    case 'assignReviewers':
      try {
        const overrides: unknown = intent.overrides ? JSON.parse(intent.overrides) : [];
        const result = await sendJson(`/editor/papers/${intent.paperId}/assign-reviewers`, { reviewers: intent.reviewers, overrides }, workflowResultSchema);
        return { intent: 'assignReviewers', ok: true, status: result.status, message: M.reviewersAssigned };
      } catch (error) {
        return failure('assignReviewers', M.assignFailed, error);
      }
    case 'reinviteReviewers':
      try {
        const result = await sendJson(`/editor/papers/${intent.paperId}/reinvite-reviewers`, undefined, workflowResultSchema);
        return { intent: 'reinviteReviewers', ok: true, status: result.status, message: result.message };
      } catch (error) {
        return failure('reinviteReviewers', M.assignFailed, error);
      }
    case 'handlingEditor':
      try {
        const result = await sendJson(`/editor/papers/${intent.paperId}/handling-editor`, { editorId: intent.editorId }, workflowResultSchema);
        return { intent: 'handlingEditor', ok: true, message: result.message };
      } catch (error) {
        return failure('handlingEditor', HANDLING_EDITOR_FAILED, error);
      }
    case 'publish':
      try {
        const body = publishBody(intent);
        const result = body.form
          ? await upload(`/editor/papers/${intent.paperId}/publish`, body.form, workflowResultSchema).promise
          : await sendJson(`/editor/papers/${intent.paperId}/publish`, body.json, workflowResultSchema);
        return statusChanged('publish', result);
      } catch (error) {
        return failure('publish', M.statusFailed, error);
      }
    case 'decideAppeal':
      try {
        const body = { outcome: intent.outcome, letter: intent.letter, ...(intent.outcome === 'reversed' ? { reversedTo: intent.reversedTo } : {}) };
        const result = await sendJson(`/editor/appeals/${intent.appealId}/decision`, body, workflowResultSchema);
        return statusChanged('decideAppeal', result);
      } catch (error) {
        return failure('decideAppeal', M.statusFailed, error);
      }
    case 'approveApplication':
      try {
        const expertise = intent.expertise === undefined ? [] : expertiseKeywords(intent.expertise);
        const result = await sendJson(`/editor/reviewer-applications/${intent.applicationId}/approve`, expertise.length ? { expertise } : {}, applicationDecisionSchema);
        return { intent: 'approveApplication', ok: true, message: result.message };
      } catch (error) {
        return failure('approveApplication', A.approveFailed, error);
      }
    case 'declineApplication':
      try {
        const result = await sendJson(`/editor/reviewer-applications/${intent.applicationId}/decline`, undefined, applicationDecisionSchema);
        return { intent: 'declineApplication', ok: true, message: result.message };
      } catch (error) {
        return failure('declineApplication', A.declineFailed, error);
      }
  }
}

/** Not a status change, so not the spec's status message (acting-side.md §8 has none for it). */
export const HANDLING_EDITOR_FAILED = 'Failed to change the handling editor. Please try again.';
