import type { JournalFacts } from '../../contract/journal/journal-facts';
import type { Ctx } from '../../core/context';
import { getJournalFacts } from '../../core/settings/journal-settings.service';

/** The journal's facts as the admin set them (decision 0053), for the root loader: every page reads them from there. */
export const loadJournalFacts = (ctx: Ctx): Promise<JournalFacts> => getJournalFacts(ctx);
