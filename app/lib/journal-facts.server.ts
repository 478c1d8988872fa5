import type { JournalFacts } from '../../contract/journal/journal-facts';
import type { AppLoadContext } from 'react-router';
import { getJournalFacts } from '../../core/settings/journal-settings.service';

/**
 * The journal's facts as the admin set them (decision 0053), for the root loader: every page reads
 * them from there, kept between renders like an anonymous page and dropped by any change (decision 0068).
 */
export const loadJournalFacts = (context: AppLoadContext): Promise<JournalFacts> => context.remember('journal-facts', () => getJournalFacts(context.ctx));
