import { describe, expect, it } from 'vitest';
import type { PaperDetail } from '../../../contract/papers/papers.schema';
import type { JournalIdentity } from '../../../contract/journal/journal-facts';
import { pageRange, paperJsonLd, paperMeta, paperUrls, scriptSafeJson } from './paper-meta';
import { searchHref } from './search-form';
import { pageWindow } from '../../components/layout/pagination';
import { abstractPreview } from './search-results';

const paper: PaperDetail = {
  id: 42,
  title: 'Cassava </script><script>alert(1)</script> yields',
  authors: [
    { name: 'Ada Okafor', affiliation: 'University of Ibadan', isPrimaryContact: true, orcid: '0000-0002-1825-0097', email: 'ada@example.org' },
    { name: 'Kofi Mensah', affiliation: 'University of Ghana', isPrimaryContact: false, orcid: null, email: null },
  ],
  abstract: 'An abstract.',
  keywords: ['cassava', 'drought'],
  category: 'Crop Science and Production',
  articleType: 'original-research',
  licenceAcceptedAt: null,
  volume: 8,
  issue: 2,
  issueId: 5,
  year: 2024,
  pages: '101–115',
  doi: '10.5555/jals.2024.8.2.03',
  publicationDate: '2024-06-15T00:00:00.000Z',
  submissionDate: '2024-01-10T09:00:00.000Z',
  downloadCount: 3,
  views: 12,
  citations: 1,
  status: 'PUBLISHED',
  fundingInfo: null,
  coverLetter: null,
  ethicsStatement: null,
  conflictOfInterest: null,
  acknowledgments: null,
  hasManuscript: true,
  manuscriptFileName: 'paper-42.pdf',
  reviewComments: [],
  versions: [],
  access: { isAuthor: false, isOwner: false, isStaff: false, showStatus: true, canDownload: true, canSubmitRevision: false, showDashboardLink: false, isReviewer: false },
  timeline: [],
  decisions: [],
  appeals: [],
  workflow: { actions: [], round: 0, appealDeadline: null, appeal: null, handlingEditor: null, reviews: [] },
};

const journal: JournalIdentity = { name: 'Journal of Agriculture and Life Sciences', shortName: 'JALS', issnPrint: '2345-6785', issnOnline: '1234-5679', publisher: 'Faculty of Agriculture' };

const named = (tags: ReturnType<typeof paperMeta>, name: string) => tags.filter((t) => 'name' in t && t.name === name).map((t) => (t as { content: string }).content);

describe('paper head tags (Google Scholar, Open Graph, canonical)', () => {
  const urls = paperUrls('https://journal.example/', paper);

  it('gives the Scholar tags of a published paper', () => {
    const tags = paperMeta(paper, urls, journal);
    expect(urls).toEqual({ page: 'https://journal.example/paper/42', pdf: 'https://journal.example/paper/42/pdf', image: 'https://journal.example/journal-card.png' });
    expect(named(tags, 'citation_author')).toEqual(['Ada Okafor', 'Kofi Mensah']);
    expect(named(tags, 'citation_author_institution')).toEqual(['University of Ibadan', 'University of Ghana']);
    expect(named(tags, 'citation_publication_date')).toEqual(['2024/06/15']);
    expect(named(tags, 'citation_journal_title')).toEqual(['Journal of Agriculture and Life Sciences']);
    expect(named(tags, 'citation_volume')).toEqual(['8']);
    expect(named(tags, 'citation_issue')).toEqual(['2']);
    expect(named(tags, 'citation_firstpage')).toEqual(['101']);
    expect(named(tags, 'citation_lastpage')).toEqual(['115']);
    expect(named(tags, 'citation_doi')).toEqual(['10.5555/jals.2024.8.2.03']);
    expect(named(tags, 'citation_pdf_url')).toEqual([urls.pdf]);
    expect(named(tags, 'citation_abstract_html_url')).toEqual([urls.page]);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: urls.page });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
  });

  it('names the journal as its settings say, with both ISSNs, the full abstract, Dublin Core, the licence and a sharing card (issue 16)', () => {
    const long = { ...paper, abstract: `${'Cassava roots were stored for twelve weeks. '.repeat(20)}End.` };
    const tags = paperMeta(long, urls, { ...journal, name: 'Renamed Journal of Agronomy' });
    expect(named(tags, 'citation_journal_title')).toEqual(['Renamed Journal of Agronomy']);
    expect(named(tags, 'citation_journal_abbrev')).toEqual(['JALS']);
    expect(named(tags, 'citation_issn')).toEqual(['2345-6785', '1234-5679']);
    expect(named(tags, 'citation_abstract')).toEqual([long.abstract.replace(/\s+/g, ' ').trim()]);
    expect(named(tags, 'description')[0]!.length).toBeLessThanOrEqual(300);
    expect(named(tags, 'description')[0]).toMatch(/weeks\.…$|stored…$|for…$|twelve…$|roots…$|were…$|Cassava…$/);
    expect(named(tags, 'DC.creator')).toEqual(['Ada Okafor', 'Kofi Mensah']);
    expect(named(tags, 'DC.identifier')).toEqual([urls.page, 'https://doi.org/10.5555/jals.2024.8.2.03']);
    expect(named(tags, 'DC.source')).toEqual(['Renamed Journal of Agronomy, Vol. 8, No. 2, pp. 101–115', 'urn:issn:2345-6785', 'urn:issn:1234-5679']);
    expect(named(tags, 'DC.rights')).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'license', href: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(tags).toContainEqual({ property: 'og:image', content: urls.image });
    expect(named(tags, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('keeps the whole title as the JSON-LD headline and names the ISSNs of the periodical', () => {
    const longTitle = { ...paper, title: `${'Very long title word '.repeat(8)}end` };
    const json = paperJsonLd(longTitle, urls, journal) as { headline: string; isPartOf: { isPartOf: { isPartOf: { issn: string[] } } } };
    expect(json.headline).toBe(longTitle.title);
    expect(json.isPartOf.isPartOf.isPartOf.issn).toEqual(['2345-6785', '1234-5679']);
  });

  it('gives an unpublished paper no Scholar tags and asks not to be indexed', () => {
    const submitted = { ...paper, status: 'SUBMITTED' as const };
    const tags = paperMeta(submitted, paperUrls('https://journal.example', submitted), journal);
    expect(tags.some((t) => 'name' in t && String(t.name).startsWith('citation_'))).toBe(false);
    expect(named(tags, 'robots')).toEqual(['noindex, nofollow']);
    expect(paperUrls('https://journal.example', submitted).pdf).toBeNull();
  });

  it('names no author for a reviewer’s anonymised view, in the tags or the JSON-LD, whatever the paper carries', () => {
    const anonymised = { ...paper, access: { ...paper.access, isReviewer: true } };
    const tags = paperMeta(anonymised, urls, journal);
    const text = JSON.stringify([tags, paperJsonLd(anonymised, urls, journal)]);
    for (const author of paper.authors) expect(text).not.toContain(author.name);
    expect(named(tags, 'citation_author')).toEqual([]);
    expect(paperJsonLd(anonymised, urls, journal).author).toEqual([]);
  });

  it('offers no citation_pdf_url for a Word manuscript', () => {
    expect(paperUrls('https://journal.example', { ...paper, manuscriptFileName: 'paper-42.docx' }).pdf).toBeNull();
  });

  it('reads page ranges', () => {
    expect(pageRange('101-115')).toEqual({ first: '101', last: '115' });
    expect(pageRange(' e12 ')).toEqual({ first: 'e12', last: null });
    expect(pageRange('pp. 1 to 3')).toBeNull();
    expect(pageRange(null)).toBeNull();
  });

  it('writes JSON-LD that cannot close its script tag', () => {
    const json = scriptSafeJson(paperJsonLd(paper, urls, journal));
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toMatchObject({ '@type': 'ScholarlyArticle', name: paper.title, pageStart: '101', pageEnd: '115', isPartOf: { '@type': 'PublicationIssue', issueNumber: '2' } });
  });
});

describe('search page helpers', () => {
  it('puts only the given fields in the URL', () => {
    expect(searchHref({ query: ' maize ', category: '', date: 'last_year', author: '' })).toBe('/search?query=maize&date=last_year');
    expect(searchHref({ query: '', category: 'Food Science and Technology', date: '', author: '' }, 3)).toBe('/search?category=Food+Science+and+Technology&page=3');
    expect(searchHref({ query: '', category: '', date: '', author: '' })).toBe('/search');
  });

  it('cuts the abstract at 200 characters with ...', () => {
    expect(abstractPreview('a'.repeat(200))).toBe('a'.repeat(200));
    expect(abstractPreview('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
  });

  it('numbers the pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
