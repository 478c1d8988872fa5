import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { journalNameOf, type MetaMatches } from '../../lib/journal-facts';
import { pageTitle } from '../../lib/section-titles';

/**
 * Title and description of an information page (the leaf's meta replaces the root's, so both are
 * given), naming the journal as the settings do: the spec's name in a description is replaced by it.
 */
export function pageMeta(title: string, description: string, matches?: MetaMatches) {
  const name = matches ? journalNameOf(matches) : JOURNAL_NAME;
  return [{ title: pageTitle(title, matches) }, { name: 'description', content: description.replaceAll(JOURNAL_NAME, name) }];
}
