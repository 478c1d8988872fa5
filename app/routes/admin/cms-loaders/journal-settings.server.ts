import type { Ctx } from '../../../../core/context';
import { getJournalSettings } from '../../../../core/settings/journal-settings.service';
import type { JournalSettingsData } from '../../../features/journal-settings/journal-settings-data';
import { orNull } from '../../../lib/api-data';

/** The Journal settings section for the session cookie's viewer, from the service GET /api/admin/settings uses. */
export async function loadJournalSettingsSection(ctx: Ctx): Promise<JournalSettingsData> {
  return { settings: await orNull(getJournalSettings(ctx), 'The journal settings') };
}
