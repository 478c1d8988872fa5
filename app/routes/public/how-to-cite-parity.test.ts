import { describe, expect, it } from 'vitest';
import { formatCitation } from '../../../core/citations/citation-formatter';
import { cslItem } from '../../../core/citations/csl-item';
import { apaReference, type CitablePaper } from '../../features/papers/apa-citation';

/**
 * The article page's "How to cite" box sets APA from the paper's data on every render (fast, no
 * citation engine on the reading path); the Cite dialog and GET /api/papers/{id}/citation make
 * APA with citation-js and the official CSL style (decision 0044). They must say the same thing:
 * this test holds the two to one rule.
 */
const JOURNAL = { name: 'Journal of Agriculture and Life Sciences', issn: '1234-5679', publicUrl: 'https://journal.example' };
const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: ['Ada Okafor', 'Kofi Mensah', 'Grace Wanjiru', 'Jean-Pierre Dubois', 'Fatima Abubakar'][i % 5]!.replace(/^(\S+)/, `$1${i > 4 ? i : ''}`) }));

const papers: (CitablePaper & { id: number })[] = [
  { id: 1, title: 'Soil health and maize yields', authors: names(1), year: 2024, publicationDate: '2024-06-15', volume: 8, issue: 2, pages: '15-28', doi: '10.5555/jals.2024.8.2.03' },
  { id: 2, title: 'Cassava storage: a survey?', authors: names(3), year: 2023, publicationDate: '2023-03-01', volume: 7, issue: 1, pages: '1-12', doi: null },
  { id: 3, title: 'Rangeland governance', authors: names(7), year: 2024, publicationDate: '2024-09-15', volume: 8, issue: 3, pages: null, doi: '10.5555/jals.3' },
  { id: 4, title: 'A single-page note', authors: names(2), year: 2022, publicationDate: '2022-12-01', volume: 6, issue: 4, pages: 'e12', doi: '10.5555/jals.4' },
];

describe('How to cite (page) and the citation service agree on APA', () => {
  it.each(papers)('paper $id', (paper) => {
    const page = apaReference(paper, JOURNAL.name, `${JOURNAL.publicUrl}/paper/${paper.id}`)
      .map((part) => part.text)
      .join('')
      .trim();
    expect(page).toBe(formatCitation(cslItem(paper as never, JOURNAL), 'apa'));
  });
});
