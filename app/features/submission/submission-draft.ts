import { z } from 'zod';
import { MAX_AUTHORS } from '../../../contract/papers/submission.schema';
import { withOnePrimary } from './authors';
import type { SubmissionFormValues } from './submission-values';

/**
 * The unsent form kept in localStorage while the author types (never the file), one draft per
 * user and per kind of submission, so a reload or a lost connection costs nothing.
 */
export type DraftMode = { kind: 'new' } | { kind: 'special-issue'; id: number } | { kind: 'revision'; id: number };

const DRAFT_PREFIX = 'jals.submission-draft.v1';

export function draftKey(userId: number, mode: DraftMode): string {
  const scope = mode.kind === 'new' ? 'new' : `${mode.kind}-${mode.id}`;
  return `${DRAFT_PREFIX}:${userId}:${scope}`;
}

const text = z.string().max(50_000).catch('');
const storedDraftSchema = z.object({
  version: z.literal(1),
  savedAt: z.string(),
  values: z.object({
    title: text,
    abstract: text,
    keywords: text,
    category: text,
    coverLetter: text,
    fundingInfo: text,
    ethicsStatement: text,
    conflictOfInterest: text,
    acknowledgments: text,
    articleType: text.default(''),
    feeTier: z.string().max(20).catch('standard').default('standard'),
    authors: z
      .array(z.object({ name: text, email: text, affiliation: text, orcid: text, isPrimaryContact: z.boolean().catch(false) }))
      .min(1)
      .max(MAX_AUTHORS),
  }),
});

export interface StoredDraft {
  values: SubmissionFormValues;
  savedAt: string;
}

export function serializeDraft(values: SubmissionFormValues, savedAt: Date): string {
  const { title, abstract, keywords, category, coverLetter, fundingInfo, ethicsStatement, conflictOfInterest, acknowledgments, articleType, feeTier } = values;
  const authors = values.authors.map(({ name, email, affiliation, orcid, isPrimaryContact }) => ({ name, email, affiliation, orcid, isPrimaryContact }));
  return JSON.stringify({
    version: 1,
    savedAt: savedAt.toISOString(),
    values: { title, abstract, keywords, category, coverLetter, fundingInfo, ethicsStatement, conflictOfInterest, acknowledgments, articleType, feeTier, authors },
  });
}

/** A stored draft, or null when there is none or it cannot be read (then it is ignored). */
export function parseDraft(stored: string | null): StoredDraft | null {
  if (!stored) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = storedDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const { values, savedAt } = parsed.data;
  // The checklist and the licence are never kept: the author confirms them when sending.
  return { savedAt, values: { ...values, checklist: [], licenceConsent: false, authors: withOnePrimary(values.authors) } };
}
