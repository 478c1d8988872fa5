import type { z } from 'zod';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { INVITATION_TOKEN_HEADER } from '../../../contract/reviews/reviewer-constants';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { upload } from '../../lib/upload';

/**
 * The review page's clientAction (decision 0036): accept, decline, save the draft, send the
 * review. Each form is checked with the contract's own schema first (loaded only now), then sent
 * as the caller may: with the invitation link's token (accept, decline) or a session scoped to
 * this review opened from it (draft, review), or with the reviewer's own session (decision 0041).
 */

export const REVIEW_INTENTS = ['accept', 'decline', 'save', 'submit'] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** The form's fields, as the API names them (decline's suggestion flattened for two inputs). */
export const REVIEW_FIELDS = ['competingInterests', 'recommendation', 'commentsToAuthor', 'confidentialComments', 'annotatedFile', 'removeAnnotatedFile', 'reason', 'suggestedName', 'suggestedEmail'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewOutcome {
  intent: ReviewIntent;
  ok: boolean;
  message: string;
  /** A message per field, in the contract's words. */
  fields?: Partial<Record<ReviewField, string>>;
}

const SUGGESTION_MESSAGES = new Set<string>([M.suggestedEmailRequired, M.suggestedEmailInvalid]);

/** Where a message of the suggested reviewer belongs: its name or its address. */
const suggestionField = (message: string): ReviewField => (SUGGESTION_MESSAGES.has(message) ? 'suggestedEmail' : 'suggestedName');

function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Partial<Record<ReviewField, string>> {
  const fields: Partial<Record<ReviewField, string>> = {};
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '');
    const field = top === 'suggestedReviewer' ? suggestionField(issue.message) : (top as ReviewField);
    if ((REVIEW_FIELDS as readonly string[]).includes(field) && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}

function failure(intent: ReviewIntent, error: unknown, fallback: string): ReviewOutcome {
  if (error instanceof ApiError) {
    const fields: Partial<Record<ReviewField, string>> = {};
    for (const [name, messages] of Object.entries(error.problem?.errors ?? {})) {
      const message = messages[0];
      if (!message) continue;
      const field = name === 'suggestedReviewer' ? suggestionField(message) : (name as ReviewField);
      if ((REVIEW_FIELDS as readonly string[]).includes(field)) fields[field] = message;
    }
    return { intent, ok: false, message: error.problem?.detail ?? fallback, fields };
  }
  return { intent, ok: false, message: fallback };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** A file input left empty still sends a nameless, empty file. */
const chosenFile = (value: FormDataEntryValue | null): File | null => (value instanceof File && (value.size > 0 || value.name !== '') ? value : null);

/** The invitation link's token exchanged for a short-lived session that opens only this review. */
async function scopedToken(id: number, invitation: string): Promise<string> {
  const { reviewSessionSchema } = await import('../../../contract/reviews/review.schema');
  const session = await sendJson(`/reviews/${id}/session`, undefined, reviewSessionSchema, { anonymous: true, headers: { [INVITATION_TOKEN_HEADER]: invitation } });
  return session.token;
}

/** How this page authenticates a writing call: the scoped session of the link, or the stored session. */
export async function writingAuth(id: number, invitation: string | null): Promise<{ token?: string }> {
  return invitation ? { token: await scopedToken(id, invitation) } : {};
}

export async function runReviewAction(id: number, invitation: string | null, form: FormData): Promise<ReviewOutcome> {
  const intent = text(form, 'intent') as ReviewIntent;
  const schemas = await import('../../../contract/reviews/review.schema');
  const byLink = invitation ? { anonymous: true, headers: { [INVITATION_TOKEN_HEADER]: invitation } } : {};
  try {
    if (intent === 'accept') {
      const result = await sendJson(`/reviews/${id}/accept`, undefined, schemas.reviewActionResultSchema, byLink);
      return { intent, ok: true, message: result.message };
    }
    if (intent === 'decline') {
      const checked = schemas.declineInputSchema.safeParse({ reason: text(form, 'reason'), suggestedReviewer: { name: text(form, 'suggestedName'), email: text(form, 'suggestedEmail') } });
      if (!checked.success) return { intent, ok: false, message: checked.error.issues[0]!.message, fields: fieldsOfIssues(checked.error.issues) };
      const result = await sendJson(`/reviews/${id}/decline`, checked.data, schemas.reviewActionResultSchema, byLink);
      return { intent, ok: true, message: result.message };
    }
    if (intent === 'save' || intent === 'submit') {
      const values = {
        competingInterests: text(form, 'competingInterests'),
        recommendation: text(form, 'recommendation'),
        commentsToAuthor: text(form, 'commentsToAuthor'),
        confidentialComments: text(form, 'confidentialComments'),
        removeAnnotatedFile: form.get('removeAnnotatedFile') === 'on' ? 'true' : 'false',
      };
      const schema = intent === 'save' ? schemas.reviewDraftSchema : schemas.reviewSubmissionSchema;
      const checked = schema.safeParse(values);
      if (!checked.success) return { intent, ok: false, message: checked.error.issues[0]!.message, fields: fieldsOfIssues(checked.error.issues) };
      const auth = await writingAuth(id, invitation);
      const file = chosenFile(form.get(schemas.ANNOTATED_FILE_FIELD));
      const path = intent === 'save' ? `/reviews/${id}` : `/reviews/${id}/submit`;
      const method = intent === 'save' ? 'PUT' : 'POST';
      let result;
      if (file) {
        const body = new FormData();
        for (const [name, value] of Object.entries(values)) body.append(name, value);
        body.append(schemas.ANNOTATED_FILE_FIELD, file, file.name);
        result = await upload(path, body, schemas.reviewActionResultSchema, { method, ...auth }).promise;
      } else {
        result = await sendJson(path, checked.data, schemas.reviewActionResultSchema, { method, ...auth });
      }
      return { intent, ok: true, message: result.message };
    }
    throw new Error(`Unknown review intent: ${intent}`);
  } catch (error) {
    console.warn(`The review's ${intent} failed`, error);
    return failure(intent, error, intent === 'accept' || intent === 'decline' ? M.answerFailed : M.saveFailed);
  }
}
