import { describe, expect, it } from 'vitest';
import type { IssueDetail } from '../../../contract/issues/issues.schema';
import type { JournalIdentity } from '../../../contract/journal/journal-facts';
import { coinsTitle, issueImageMeta, issueJsonLd } from './issue-meta';

const journal: JournalIdentity = { name: 'Journal of Agriculture and Life Sciences', shortName: 'JALS', issnPrint: '2345-6785', issnOnline: '1234-5679', publisher: 'Faculty of Agriculture' };
const issue: IssueDetail = {
  id: 7,
  title: 'Soil health and food security',
  volume: 8,
  issue: 3,
  issueNumber: 3,
  year: 2024,
  publicationDate: '2024-09-15',
  description: '',
  coverImageUrl: null,
  coverWidth: null,
  coverHeight: null,
  papers: [
    { id: 41, title: 'Cassava & yam storage', pages: '1–12', authors: [{ name: 'Ada Okafor' }, { name: 'Kofi Mensah' }], keywords: ['cassava'], doi: '10.5555/jals.41', category: 'Original Research', manuscriptFileName: 'paper-41.pdf' },
    { id: 42, title: 'Maize under drought', pages: null, authors: [{ name: 'Grace Wanjiru' }], keywords: [], doi: null, category: 'Review', manuscriptFileName: 'paper-42.docx' },
  ],
};

describe('issue page metadata (issue 16)', () => {
  it('is a PublicationIssue whose hasPart lists every article, in the volume of the journal with its ISSNs', () => {
    const json = issueJsonLd(issue, 'https://journal.example/', journal) as { isPartOf: unknown; hasPart: Record<string, unknown>[] };
    expect(json).toMatchObject({ '@type': 'PublicationIssue', issueNumber: '3', url: 'https://journal.example/issues/7', datePublished: '2024-09-15' });
    expect(json.isPartOf).toMatchObject({ '@type': 'PublicationVolume', volumeNumber: '8', isPartOf: { '@type': 'Periodical', name: journal.name, issn: ['2345-6785', '1234-5679'] } });
    expect(json.hasPart).toHaveLength(2);
    expect(json.hasPart[0]).toMatchObject({
      '@type': 'ScholarlyArticle',
      url: 'https://journal.example/paper/41',
      name: 'Cassava & yam storage',
      author: [{ name: 'Ada Okafor' }, { name: 'Kofi Mensah' }],
      pageStart: '1',
      pageEnd: '12',
      sameAs: 'https://doi.org/10.5555/jals.41',
      encoding: { contentUrl: 'https://journal.example/paper/41/pdf' },
    });
    expect(json.hasPart[1].encoding).toBeUndefined();
  });

  it('gives each article a COinS context object a reference manager reads as a journal article', () => {
    const kev = new URLSearchParams(coinsTitle(issue.papers[0]!, issue, 'https://journal.example', journal));
    expect(kev.get('rft_val_fmt')).toBe('info:ofi/fmt:kev:mtx:journal');
    expect(kev.get('rft.atitle')).toBe('Cassava & yam storage');
    expect(kev.get('rft.jtitle')).toBe(journal.name);
    expect([kev.get('rft.volume'), kev.get('rft.issue'), kev.get('rft.spage'), kev.get('rft.epage')]).toEqual(['8', '3', '1', '12']);
    expect([kev.get('rft.issn'), kev.get('rft.eissn')]).toEqual(['2345-6785', '1234-5679']);
    expect(kev.getAll('rft.au')).toEqual(['Ada Okafor', 'Kofi Mensah']);
    expect(kev.getAll('rft_id')).toEqual(['https://journal.example/paper/41', 'info:doi/10.5555/jals.41']);
  });

  it('shares the cover when the issue has one, else the journal card', () => {
    expect(issueImageMeta(issue, 'https://journal.example', '/journal-card.png')).toContainEqual({ property: 'og:image', content: 'https://journal.example/journal-card.png' });
    expect(issueImageMeta({ ...issue, coverImageUrl: '/api/images/9' }, 'https://journal.example', '/journal-card.png')).toContainEqual({ property: 'og:image', content: 'https://journal.example/api/images/9' });
  });
});
