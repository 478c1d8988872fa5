import { SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { ApiError } from '../../lib/api';
import { TEXT_FIELDS, type TextFieldName } from './submission-values';

/** One line of the alert at the top of the form; fieldId links it to its input. */
export interface ErrorItem {
  fieldId: string | null;
  message: string;
}

export const AUTHOR_FIELDS = ['name', 'email', 'affiliation', 'orcid'] as const;
export type AuthorFieldName = (typeof AUTHOR_FIELDS)[number];

export const DECLARATION_FIELDS = ['articleType', 'feeTier', 'checklist', 'licenceConsent'] as const;
export type DeclarationFieldName = (typeof DECLARATION_FIELDS)[number];

export const fieldId = (name: TextFieldName | DeclarationFieldName | 'manuscript' | 'authors') => `submission-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
export const authorFieldId = (index: number, name: AuthorFieldName) => `author-${index}-${name}`;

/** Fields in the order the form shows them: Paper Details, Authors, Manuscript File, Additional Information. */
const DETAILS: readonly TextFieldName[] = ['title', 'abstract', 'keywords', 'category'];
const ADDITIONAL: readonly TextFieldName[] = TEXT_FIELDS.filter((name) => !DETAILS.includes(name));

type ErrorTree = Record<string, unknown> | undefined;

const messageOf = (node: unknown): string | null => {
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
};

/**
 * Every field message of react-hook-form's error tree, in the form's order (acting-side.md §5:
 * "On failure the page scrolls to top and lists errors"). Author messages name the author.
 */
export function formErrorItems(errors: ErrorTree, fileError: string | null): ErrorItem[] {
  const items: ErrorItem[] = [];
  const push = (id: string | null, message: string | null) => {
    if (message) items.push({ fieldId: id, message });
  };
  for (const name of DETAILS) push(fieldId(name), messageOf(errors?.[name]));
  push(fieldId('articleType'), messageOf(errors?.articleType));
  const authors = errors?.authors as Record<string, unknown> | undefined;
  if (authors) {
    push(fieldId('authors'), messageOf(authors.root) ?? messageOf(authors));
    const indexes = Object.keys(authors).filter((key) => /^\d+$/.test(key)).map(Number).sort((a, b) => a - b);
    for (const index of indexes) {
      const author = authors[index] as Record<string, unknown> | undefined;
      for (const name of AUTHOR_FIELDS) {
        const message = messageOf(author?.[name]);
        if (message) push(authorFieldId(index, name), `Author ${index + 1}: ${message}`);
      }
    }
  }
  push(fieldId('manuscript'), fileError);
  for (const name of ADDITIONAL) push(fieldId(name), messageOf(errors?.[name]));
  push(fieldId('feeTier'), messageOf(errors?.feeTier));
  const checklist = errors?.checklist as Record<string, unknown> | undefined;
  push(fieldId('checklist'), messageOf(checklist) ?? messageOf(checklist?.root));
  push(fieldId('licenceConsent'), messageOf(errors?.licenceConsent));
  return items;
}

/** acting-side.md §8 "Submission failure": the server's detail or text, else the default. */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.problem?.detail) return error.problem.detail;
    const body = typeof error.body === 'string' ? error.body.trim() : '';
    if (body && !body.startsWith('<') && body.length <= 500) return body;
  }
  return M.submissionFailed;
}

/** The server's field messages (problem details `errors`), keyed by the multipart field. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? (error.problem?.errors ?? {}) : {};
}

export const isFormField = (name: string): name is TextFieldName | DeclarationFieldName =>
  (TEXT_FIELDS as readonly string[]).includes(name) || (DECLARATION_FIELDS as readonly string[]).includes(name);
