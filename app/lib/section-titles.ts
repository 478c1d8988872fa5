import { JOURNAL_NAME } from '../../contract/journal/identity';
import { journalNameOf, type MetaMatches } from './journal-facts';

/**
 * A page's document title, '{title} | {journal name}', with the journal's name as the settings
 * give it (decision 0053): a `meta` function passes the `matches` React Router gives it (or the name
 * itself). Without
 * them (a component rendered alone in a test) the spec's name.
 */
export const pageTitle = (title: string, journal?: MetaMatches | string) =>
  `${title} | ${typeof journal === 'string' ? journal : journal ? journalNameOf(journal) : JOURNAL_NAME}`;
