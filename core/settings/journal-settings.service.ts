import type { z } from 'zod';
import type { FeeSchedule } from '../../contract/invoices/invoice-amounts';
import { chargesOf, DEFAULT_FEES, DEFAULT_IDENTITY, DEFAULT_OFFICE, type JournalFacts } from '../../contract/journal/journal-facts';
import { REVIEW_DUE_DAYS_DEFAULT } from '../../contract/reviews/reviewer-constants';
import {
  JOURNAL_SETTINGS,
  JOURNAL_SETTINGS_GROUPS,
  JOURNAL_SETTINGS_MESSAGES as M,
  type JournalSettings,
  type JournalSettingsGroup,
} from '../../contract/settings/journal-settings';
import type { Ctx } from '../context';
import { AppError, type FieldErrors } from '../errors';
import { findSettings, saveSetting } from './settings.repo';

/**
 * The journal settings (issue 15 "Journal settings"; decision 0053). Read from the database on every
 * call, one query, no cache: a save shows on the next page at once, on every instance. A group never
 * saved, or one that no longer parses, is its default: the spec's facts, or null for the groups a
 * journal enters itself (home counters, contact details, DOI), which the pages then leave out.
 */
const DEFAULTS: JournalSettings = {
  identity: DEFAULT_IDENTITY,
  office: DEFAULT_OFFICE,
  fees: DEFAULT_FEES,
  metrics: null,
  contact: null,
  doi: null,
  'review-due-days': { ...REVIEW_DUE_DAYS_DEFAULT },
};

function parsed<G extends JournalSettingsGroup>(group: G, stored: unknown): JournalSettings[G] {
  if (stored === undefined) return DEFAULTS[group];
  const result = JOURNAL_SETTINGS[group].schema.safeParse(stored);
  return result.success ? (result.data as JournalSettings[G]) : DEFAULTS[group];
}

async function readGroups<G extends JournalSettingsGroup>(ctx: Pick<Ctx, 'db'>, groups: readonly G[]): Promise<Pick<JournalSettings, G>> {
  const stored = await findSettings(
    ctx.db,
    groups.map((group) => JOURNAL_SETTINGS[group].key),
  );
  return Object.fromEntries(groups.map((group) => [group, parsed(group, stored.get(JOURNAL_SETTINGS[group].key))])) as Pick<JournalSettings, G>;
}

/** GET /api/admin/settings: every group. */
export function getJournalSettings(ctx: Pick<Ctx, 'db'>): Promise<JournalSettings> {
  return readGroups(ctx, JOURNAL_SETTINGS_GROUPS);
}

/**
 * The facts every page and message may show (name, ISSNs, publisher, office hours, response time,
 * fees): the root loader gives them to each page, and the mail templates read them here.
 */
export function getJournalFacts(ctx: Pick<Ctx, 'db'>): Promise<JournalFacts> {
  return readGroups(ctx, ['identity', 'office', 'fees'] as const);
}

/** Who the journal is (name, ISSNs, publisher): what mail, feeds and documents print. */
export async function getJournalIdentity(ctx: Pick<Ctx, 'db'>): Promise<JournalFacts['identity']> {
  return (await readGroups(ctx, ['identity'] as const)).identity;
}

/** The prices an invoice is computed from (contract/invoices/invoice-amounts.ts), as the journal set them. */
export async function getFeeSchedule(ctx: Pick<Ctx, 'db'>): Promise<FeeSchedule> {
  const { fees } = await readGroups(ctx, ['fees'] as const);
  return { table: fees.table, charges: chargesOf(fees) };
}

/** Field messages keyed by the field's path ('table.1.developing'), as the form names its fields. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'value';
    const list = (errors[path] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** PUT /api/admin/settings/{group}: validates with the group's schema (400 with field messages) and stores it. */
export async function saveJournalSettings(ctx: Pick<Ctx, 'db' | 'clock'>, group: JournalSettingsGroup, value: unknown): Promise<{ message: string; settings: JournalSettings }> {
  const result = JOURNAL_SETTINGS[group].schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    const messages = [...new Set(Object.values(errors).flat())];
    throw new AppError('BAD_INPUT', messages.length === 1 ? messages[0]! : `Please correct the following: ${messages.join('; ')}.`, errors);
  }
  await saveSetting(ctx.db, JOURNAL_SETTINGS[group].key, result.data, ctx.clock());
  return { message: M.saved, settings: await getJournalSettings(ctx) };
}
