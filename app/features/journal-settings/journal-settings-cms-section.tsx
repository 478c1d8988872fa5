import { z } from 'zod';
import { journalSettingsSchema } from '../../../contract/settings/journal-settings';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import type { JournalSettingsData } from './journal-settings-data';
import { JournalSettingsSection } from './journal-settings-section';
import { runSettingsIntent, settingsIntentSchema } from './settings-actions';

/** /admin/cms "Journal settings" (decision 0053): the facts every page shows, one form per group. */
export const journalSettingsSection = defineCmsSection({
  key: 'journal-settings',
  title: 'Journal settings',
  lead: 'The facts every page shows: name, ISSN, publisher, office hours, response time, fees, counters, DOI, the office’s contact details and review due dates.',
  query: z.object({}),
  async load(_query, signal): Promise<JournalSettingsData> {
    return { settings: await orNull(getJson('/admin/settings', journalSettingsSchema, { signal }), 'The journal settings') };
  },
  View: JournalSettingsSection,
  actions: { intents: ['saveJournalSettings'], schema: settingsIntentSchema, run: runSettingsIntent },
});
