import type { JournalSettings } from '../../../contract/settings/journal-settings';

/** The Journal settings section's data: every group, or null when they could not be loaded. */
export interface JournalSettingsData {
  settings: JournalSettings | null;
}
