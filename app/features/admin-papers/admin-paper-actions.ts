import { z } from 'zod';
import { ADMIN_PAPER_MESSAGES as M, adminPaperDeletedSchema, adminPaperSavedSchema } from '../../../contract/papers/admin-papers.schema';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { upload } from '../../lib/upload';

/**
 * The Papers tab's changes, as the admin dashboard's clientAction (decision 0050): save (POST
 * /api/admin/papers or PUT /api/admin/papers/{id}, multipart with authors as JSON text) and delete.
 * Each answers acting-side.md §8's sentence for the toast, and the server's field messages.
 */
const text = z.string().optional();

/** The fields the form sends, as text (the server checks them with the contract's schema). */
export const PAPER_FORM_FIELDS = ['title', 'authors', 'category', 'abstract', 'keywords', 'doi', 'pages', 'volume', 'issue', 'year', 'status'] as const;

export const adminPaperIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('savePaper'),
    paperId: z.coerce.number().int().min(1).optional(),
    title: text,
    authors: text,
    category: text,
    abstract: text,
    keywords: text,
    doi: text,
    pages: text,
    volume: text,
    issue: text,
    year: text,
    status: text,
    manuscript: z.instanceof(Blob).optional(),
  }),
  z.object({ intent: z.literal('deletePaper'), paperId: z.coerce.number().int().min(1) }),
]);
export type AdminPaperIntent = z.output<typeof adminPaperIntentSchema>;
export const ADMIN_PAPER_INTENTS = ['savePaper', 'deletePaper'] as const satisfies readonly AdminPaperIntent['intent'][];

export interface AdminPaperOutcome {
  intent: AdminPaperIntent['intent'];
  ok: boolean;
  message: string;
  detail?: string;
  fieldErrors?: Record<string, string>;
}

function failure(intent: AdminPaperIntent['intent'], message: string, error: unknown): AdminPaperOutcome {
  console.warn(`The Papers tab's ${intent} failed`, error);
  if (!(error instanceof ApiError)) return { intent, ok: false, message };
  const fieldErrors = Object.fromEntries(Object.entries(error.problem?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
  const detail = error.problem?.detail;
  return { intent, ok: false, message, ...(detail && detail !== message ? { detail } : {}), fieldErrors };
}

export async function runAdminPaperIntent(intent: AdminPaperIntent): Promise<AdminPaperOutcome> {
  switch (intent.intent) {
    case 'savePaper':
      try {
        const body = new FormData();
        for (const field of PAPER_FORM_FIELDS) {
          const value = intent[field];
          if (value !== undefined && value !== '') body.append(field, value);
        }
        if (intent.manuscript && intent.manuscript.size > 0) body.append('manuscript', intent.manuscript, intent.manuscript instanceof File ? intent.manuscript.name : 'manuscript.pdf');
        const path = intent.paperId ? `/admin/papers/${intent.paperId}` : '/admin/papers';
        const result = await upload(path, body, adminPaperSavedSchema, { method: intent.paperId ? 'PUT' : 'POST' }).promise;
        return { intent: 'savePaper', ok: true, message: result.message };
      } catch (error) {
        return failure('savePaper', M.saveFailed, error);
      }
    case 'deletePaper':
      try {
        const result = await sendJson(`/admin/papers/${intent.paperId}`, undefined, adminPaperDeletedSchema, { method: 'DELETE' });
        return { intent: 'deletePaper', ok: true, message: result.message };
      } catch (error) {
        return failure('deletePaper', M.deleteFailed, error);
      }
  }
}
