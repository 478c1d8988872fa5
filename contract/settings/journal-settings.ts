import { z } from 'zod';
import { ADDITIONAL_CHARGE_IDS } from '../journal/fees';
import { ARTICLE_TYPE_IDS, ARTICLE_TYPES } from '../journal/manuscripts';
import { ISSN_PATTERN, isValidIssn, type JournalFees, type JournalIdentity, type JournalOffice } from '../journal/journal-facts';
import { reviewDueDaysSchema } from '../reviews/review.schema';
import { CONTACT_DETAILS_KEY, contactDetailsSchema } from './contact-details';
import { DOI_SETTINGS_KEY, doiSettingsSchema } from './doi';
import { HOME_METRICS_KEY, homeMetricsSchema } from './metrics';
import { REVIEW_DUE_DAYS_SETTINGS_KEY } from '../reviews/reviewer-constants';

/**
 * The journal settings of the content manager (issue 15 "Journal settings"; decision 0053): one
 * schema per group, used by PUT /api/admin/settings/{group} and by the forms. Each group is one row
 * of `settings`; the groups that existed before keep their keys and schemas.
 */
export const JOURNAL_SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  saveFailed: 'The settings could not be saved. Please try again.',
  loadFailed: 'The journal settings could not be loaded. Please try again.',
  issnFormat: 'An ISSN looks like 1234-5679',
  issnCheckDigit: 'This ISSN’s check digit does not match: please check the number',
  issnSame: 'The print and online ISSNs must differ',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  wholeAmount: 'Enter a whole number of dollars, 0 or more',
  pageLimit: 'Enter a whole number of pages, 1 or more',
  developingAboveStandard: 'The developing-country fee cannot be higher than the standard fee',
  studentsAboveStandard: 'The student fee cannot be higher than the standard fee',
  tableTypes: 'The fee table needs one row for each article type',
  chargeIds: 'The additional charges need one amount for each charge',
  hoursRows: 'Give between 1 and 7 rows of office hours',
} as const;
const M = JOURNAL_SETTINGS_MESSAGES;

const text = (field: string, max: number) => z.string().trim().min(1, M.required(field)).max(max, M.tooLong(field, max));

/** An ISSN with its check digit (ISO 3297), or null: an empty field means the journal has none. */
const issnField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().toUpperCase().regex(ISSN_PATTERN, { error: M.issnFormat, abort: true }).refine(isValidIssn, M.issnCheckDigit).nullable(),
);

export const identitySettingsSchema = z
  .object({
    name: text('The journal’s name', 200),
    shortName: text('The short name', 30),
    issnPrint: issnField,
    issnOnline: issnField,
    publisher: text('The publisher', 200),
  })
  .refine((value) => value.issnPrint === null || value.issnPrint !== value.issnOnline, { message: M.issnSame, path: ['issnOnline'] }) satisfies z.ZodType<JournalIdentity>;

export const officeSettingsSchema = z.object({
  hours: z
    .array(z.object({ days: text('The days', 60), hours: text('The hours', 60) }))
    .min(1, M.hoursRows)
    .max(7, M.hoursRows),
  timeZone: text('The time zone', 80),
  responseTime: text('The response time', 60),
}) satisfies z.ZodType<JournalOffice>;

const amount = z.number({ error: M.wholeAmount }).int(M.wholeAmount).min(0, M.wholeAmount).max(100_000, M.wholeAmount);

const feeRowSchema = z
  .object({
    type: z.enum(ARTICLE_TYPE_IDS),
    standard: amount,
    developing: amount,
    students: amount,
    pageLimit: z.number({ error: M.pageLimit }).int(M.pageLimit).min(1, M.pageLimit).max(1_000, M.pageLimit),
  })
  .superRefine((row, ctx) => {
    if (row.developing > row.standard) ctx.addIssue({ code: 'custom', message: M.developingAboveStandard, path: ['developing'] });
    if (row.students > row.standard) ctx.addIssue({ code: 'custom', message: M.studentsAboveStandard, path: ['students'] });
  });

export const feesSettingsSchema = z.object({
  table: z
    .array(feeRowSchema)
    .refine((rows) => rows.length === ARTICLE_TYPE_IDS.length && ARTICLE_TYPE_IDS.every((type) => rows.some((row) => row.type === type)), M.tableTypes),
  charges: z
    .array(z.object({ id: z.enum(ADDITIONAL_CHARGE_IDS), amount }))
    .refine((charges) => charges.length === ADDITIONAL_CHARGE_IDS.length && ADDITIONAL_CHARGE_IDS.every((id) => charges.some((c) => c.id === id)), M.chargeIds),
}) satisfies z.ZodType<JournalFees>;

/** The groups in the order the content manager shows them; each is one row of `settings`. */
export const JOURNAL_SETTINGS_GROUPS = ['identity', 'office', 'fees', 'metrics', 'contact', 'doi', 'review-due-days'] as const;
export type JournalSettingsGroup = (typeof JOURNAL_SETTINGS_GROUPS)[number];

export const JOURNAL_SETTINGS_GROUP_TITLES: Record<JournalSettingsGroup, string> = {
  identity: 'Journal identity',
  office: 'Office hours and response time',
  fees: 'Fee table and additional charges',
  metrics: 'Impact counters (home page)',
  contact: 'Contact details',
  doi: 'DOI prefix and pattern',
  'review-due-days': 'Review due dates',
};

export const JOURNAL_SETTINGS = {
  identity: { key: 'journal.identity', schema: identitySettingsSchema },
  office: { key: 'journal.office', schema: officeSettingsSchema },
  fees: { key: 'journal.fees', schema: feesSettingsSchema },
  metrics: { key: HOME_METRICS_KEY, schema: homeMetricsSchema },
  contact: { key: CONTACT_DETAILS_KEY, schema: contactDetailsSchema },
  doi: { key: DOI_SETTINGS_KEY, schema: doiSettingsSchema },
  'review-due-days': { key: REVIEW_DUE_DAYS_SETTINGS_KEY, schema: reviewDueDaysSchema },
} as const satisfies Record<JournalSettingsGroup, { key: string; schema: z.ZodType }>;

/**
 * GET /api/admin/settings: every group's current value. Identity, office, fees and review due days
 * fall back to the spec's facts; the home counters, contact details and DOI are null until the
 * journal enters them, and the pages then leave them out (decisions 0008, 0042).
 */
export const journalSettingsSchema = z.object({
  // The identity as stored: the request schema's blank-to-null step is one-way, so a response cannot use it.
  identity: z.object({ name: z.string(), shortName: z.string(), issnPrint: z.string().nullable(), issnOnline: z.string().nullable(), publisher: z.string() }),
  office: officeSettingsSchema,
  fees: feesSettingsSchema,
  metrics: homeMetricsSchema.nullable(),
  contact: contactDetailsSchema.nullable(),
  doi: doiSettingsSchema.nullable(),
  'review-due-days': reviewDueDaysSchema,
});
export type JournalSettings = z.infer<typeof journalSettingsSchema>;

export const journalSettingsParamsSchema = z.object({ group: z.enum(JOURNAL_SETTINGS_GROUPS) });

export const journalSettingsSavedSchema = z.object({ message: z.string(), settings: journalSettingsSchema });
export type JournalSettingsSaved = z.infer<typeof journalSettingsSavedSchema>;

/** The article types' names for the fee form's rows. */
export const FEE_ROW_LABELS = Object.fromEntries(ARTICLE_TYPES.map((type) => [type.id, type.name])) as Record<(typeof ARTICLE_TYPE_IDS)[number], string>;
