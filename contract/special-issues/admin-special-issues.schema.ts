import { z } from 'zod';
import { firstBroken } from '../auth/auth.schema';
import { tooLong } from '../auth/messages';
import { rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { countWords } from '../papers/submission.schema';
import { SPECIAL_ISSUE_STATUSES } from './special-issues.messages';
import { specialIssueSchema } from './special-issues.schema';
import {
  ADMIN_SPECIAL_ISSUE_MESSAGES as M,
  SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS,
  SPECIAL_ISSUE_GUEST_EDITORS_MAX,
  SPECIAL_ISSUE_GUEST_EDITORS_MIN,
  SPECIAL_ISSUE_MAX_ARTICLES_LIMIT,
} from './admin-special-issues.messages';

export * from './admin-special-issues.messages';

/** YYYY-MM-DD naming a day that exists (no 30 February). */
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const blankAsNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/**
 * The special issue form (reading-side.md §3 "Special issue"; acting-side.md §9; decision 0052),
 * used by the content manager's dialog (react-hook-form) and by POST/PUT /api/admin/special-issues
 * (JSON). Blank guest editor lines are dropped before counting, so the form can offer three lines.
 * The deadline against today is the service's check (it needs the clock).
 */
export const specialIssueFormSchema = z
  .object({
    title: plainText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(300, tooLong('Title', 300)),
    description: plainText({ error: M.descriptionRequired })
      .trim()
      .superRefine(
        firstBroken<string>([
          [(v) => v.length > 0, M.descriptionRequired],
          [(v) => countWords(v) <= SPECIAL_ISSUE_DESCRIPTION_MAX_WORDS && v.length <= 5000, M.descriptionTooLong],
        ]),
      ),
    status: z.enum(SPECIAL_ISSUE_STATUSES, { error: M.statusInvalid }),
    deadline: z.preprocess(blankAsNull, plainText({ error: M.deadlineInvalid }).trim().refine(isCalendarDate, M.deadlineInvalid).nullable()),
    expectedPublication: z.preprocess(blankAsNull, plainText().trim().max(100, tooLong('Expected publication', 100)).nullable()),
    guestEditors: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((name) => !(typeof name === 'string' && name.trim() === '')) : value),
      z
        .array(plainText().trim().max(200, tooLong('Guest editor', 200)), { error: M.guestEditorsCount })
        .min(SPECIAL_ISSUE_GUEST_EDITORS_MIN, M.guestEditorsCount)
        .max(SPECIAL_ISSUE_GUEST_EDITORS_MAX, M.guestEditorsCount)
        .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, M.guestEditorsRepeated),
    ),
    maxArticles: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number({ error: M.maxArticlesMin }).int(M.maxArticlesMin).min(1, M.maxArticlesMin).max(SPECIAL_ISSUE_MAX_ARTICLES_LIMIT, M.maxArticlesMax),
    ),
  })
  .superRefine((form, ctx) => {
    if (form.status === 'open' && form.deadline === null) ctx.addIssue({ code: 'custom', path: ['deadline'], message: M.deadlineRequiredWhenOpen });
  });
export type SpecialIssueFormInput = z.input<typeof specialIssueFormSchema>;
export type SpecialIssueForm = z.output<typeof specialIssueFormSchema>;

/** Path ids (contract/http/ids.ts): digits only, else 400; a number no special issue can have is 404. */
export const specialIssueIdParamsSchema = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });

/** The answer to POST and PUT: the special issue as the public list shows it, and the sentence to show. */
export const specialIssueSavedSchema = z.object({ message: z.string(), specialIssue: specialIssueSchema });
export type SpecialIssueSaved = z.infer<typeof specialIssueSavedSchema>;
