import { describe, expect, it } from 'vitest';
import { DEFAULT_JOURNAL_FACTS } from '../../../contract/journal/journal-facts';
import { pageTitle } from '../../lib/section-titles';
import { pageMeta } from './page-meta';

/** Document titles and descriptions name the journal as its settings do (decision 0053), not as the code was written. */
const matchesNaming = (name: string) => [{ id: 'root', loaderData: { facts: { ...DEFAULT_JOURNAL_FACTS, identity: { ...DEFAULT_JOURNAL_FACTS.identity, name } } } }];

describe('page titles follow the journal settings', () => {
  it('puts the saved name after every title', () => {
    expect(pageTitle('Archives', matchesNaming('Journal of Tropical Agriculture'))).toBe('Archives | Journal of Tropical Agriculture');
    expect(pageTitle('Archives', 'Agronomy Today')).toBe('Archives | Agronomy Today');
    expect(pageTitle('Archives')).toBe('Archives | Journal of Agriculture and Life Sciences');
  });

  it('names the saved journal in an information page’s description', () => {
    const tags = pageMeta('About', 'The Journal of Agriculture and Life Sciences publishes open-access research.', matchesNaming('Journal of Tropical Agriculture'));
    expect(tags).toEqual([{ title: 'About | Journal of Tropical Agriculture' }, { name: 'description', content: 'The Journal of Tropical Agriculture publishes open-access research.' }]);
  });
});
