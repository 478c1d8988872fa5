import { z } from 'zod';
import { JOURNAL_SETTINGS_GROUPS, JOURNAL_SETTINGS_MESSAGES as M, journalSettingsSavedSchema } from '../../../contract/settings/journal-settings';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { sendJson } from '../../lib/api-data';
import { problemDetail, problemFieldErrors } from '../../lib/problem-outcome';

/**
 * The Journal settings section's one change (decision 0053): a group saved with PUT
 * /api/admin/settings/{group}. The group's value travels as JSON text (a fee table is rows of
 * numbers); the server checks it with the group's schema and answers field messages by path.
 */
export const settingsIntentSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('saveJournalSettings'), group: z.enum(JOURNAL_SETTINGS_GROUPS), value: z.string() })]);
export type SettingsIntent = z.output<typeof settingsIntentSchema>;

export async function runSettingsIntent(intent: SettingsIntent): Promise<AdminTabOutcome> {
  try {
    const saved = await sendJson(`/admin/settings/${intent.group}`, JSON.parse(intent.value) as unknown, journalSettingsSavedSchema, { method: 'PUT' });
    return { intent: intent.intent, ok: true, message: saved.message };
  } catch (error) {
    console.warn('The journal settings were not saved', error);
    const detail = problemDetail(error);
    const fieldErrors = problemFieldErrors(error);
    return { intent: intent.intent, ok: false, message: M.saveFailed, ...(detail ? { detail } : {}), ...(fieldErrors ? { fieldErrors } : {}) };
  }
}
