import { MAX_AUTHORS } from '../../../contract/papers/submission.schema';

/** One author card of the form, as typed (acting-side.md §3 "Submission form"; ORCID optional). */
export interface AuthorEntry {
  name: string;
  email: string;
  affiliation: string;
  /** '' when the author gives none. */
  orcid: string;
  isPrimaryContact: boolean;
}

export const emptyAuthor = (): AuthorEntry => ({ name: '', email: '', affiliation: '', orcid: '', isPrimaryContact: false });

/**
 * The authors list's rules (acting-side.md §5 "Submission"): exactly one primary contact, at
 * least one author always remains, removing the primary makes the first author primary.
 */
export function choosePrimary(authors: readonly AuthorEntry[], index: number): AuthorEntry[] {
  if (index < 0 || index >= authors.length) return [...authors];
  return authors.map((author, i) => ({ ...author, isPrimaryContact: i === index }));
}

/** Keeps the first flagged author as the one primary contact, or makes the first author primary. */
export function withOnePrimary(authors: readonly AuthorEntry[]): AuthorEntry[] {
  const primary = authors.findIndex((author) => author.isPrimaryContact);
  return choosePrimary(authors, primary === -1 ? 0 : primary);
}

export function addAuthor(authors: readonly AuthorEntry[]): AuthorEntry[] {
  if (authors.length >= MAX_AUTHORS) return [...authors];
  return withOnePrimary([...authors, emptyAuthor()]);
}

export function removeAuthor(authors: readonly AuthorEntry[], index: number): AuthorEntry[] {
  if (authors.length <= 1 || index < 0 || index >= authors.length) return [...authors];
  return withOnePrimary(authors.filter((_, i) => i !== index));
}

export const canRemoveAuthor = (count: number) => count > 1;
export const canAddAuthor = (count: number) => count < MAX_AUTHORS;
