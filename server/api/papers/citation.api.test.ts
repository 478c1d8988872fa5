import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITATION_FORMAT_IDS, CITATION_MESSAGES, citationSchema } from '../../../contract/citations/citations';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { DEFAULT_IDENTITY } from '../../../contract/journal/journal-facts';
import { JOURNAL_SETTINGS } from '../../../contract/settings/journal-settings';
import { saveSetting } from '../../../core/settings/settings.repo';
import { insertIssue, insertPaper, userIdByEmail } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * GET /api/papers/{id}/citation (acting-side.md §9, issue 15, decision 0044): every format made by
 * citation-js with the vendored official CSL styles, and the spec's author rules (MLA: et al.
 * after 3 authors; Vancouver: up to 6, otherwise the first 3 then et al.) for 1, 3, 4, 6 and 7 authors.
 */
let t: TestApp;
let ownerToken = '';
const ids = new Map<number, number>();
let submittedId = 0;

const NAMES = ['Adebayo O. Adeyemo', 'Chiamaka Nwosu', 'Jean-Pierre Dubois', 'Li Wei', 'María José García', 'Kwame Mensah', 'Fatima Bello'];
const COUNTS = [1, 3, 4, 6, 7] as const;
const TITLE = 'Soil moisture and maize yield in the Guinea savanna';
const JOURNAL = 'Journal of Agriculture and Life Sciences';
const DOI = (n: number) => `10.12345/jals.2024.${n}`;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser('AUTHOR');
  ownerToken = await t.login(owner.email);
  const submitterId = await userIdByEmail(t.db, owner.email);
  await saveSetting(t.db, JOURNAL_SETTINGS.identity.key, { ...DEFAULT_IDENTITY, issnPrint: '0317-8471', issnOnline: '1234-5679' }, new Date());
  const issue = await insertIssue(t.db, { volume: 8, number: 3, year: 2024, publicationDate: '2024-09-15' });
  for (const n of COUNTS) {
    const paper = await insertPaper(t.db, {
      title: TITLE,
      issueId: issue.id,
      pages: '45-67',
      doi: DOI(n),
      publishedAt: new Date('2024-09-15T10:00:00Z'),
      authors: NAMES.slice(0, n).map((name, i) => ({ name, email: `author${i}.${n}@example.org` })),
    });
    ids.set(n, paper.id);
  }
  submittedId = (await insertPaper(t.db, { status: 'SUBMITTED', submitterId, title: 'An unpublished study' })).id;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = null) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function cite(n: number, format: string): Promise<string> {
  const response = await get(`/api/papers/${ids.get(n)}/citation?format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = citationSchema.parse(response.json());
  expect(body.format).toBe(format);
  return body.text;
}

const REST = {
  mla: `“Soil Moisture and Maize Yield in the Guinea Savanna.” ${JOURNAL}, vol. 8, no. 3, Sept. 2024, pp. 45–67, https://doi.org/`,
  vancouver: `Soil moisture and maize yield in the Guinea savanna. ${JOURNAL}. 2024 Sep 15;8(3):45–67. doi:`,
};

describe('the spec’s author rules, checked with 1, 3, 4, 6 and 7 authors', () => {
  const mla: Record<(typeof COUNTS)[number], string> = {
    1: 'Adeyemo, Adebayo O.',
    3: 'Adeyemo, Adebayo O., Chiamaka Nwosu, and Jean-Pierre Dubois.',
    4: 'Adeyemo, Adebayo O., et al.',
    6: 'Adeyemo, Adebayo O., et al.',
    7: 'Adeyemo, Adebayo O., et al.',
  };
  const vancouver: Record<(typeof COUNTS)[number], string> = {
    1: 'Adeyemo AO.',
    3: 'Adeyemo AO, Nwosu C, Dubois JP.',
    4: 'Adeyemo AO, Nwosu C, Dubois JP, Wei L.',
    6: 'Adeyemo AO, Nwosu C, Dubois JP, Wei L, García MJ, Mensah K.',
    7: 'Adeyemo AO, Nwosu C, Dubois JP, et al.',
  };
  it.each(COUNTS)('MLA with %i author(s): et al. only after 3', async (n) => {
    expect(await cite(n, 'mla')).toBe(`${mla[n]} ${REST.mla}${DOI(n)}.`);
  });
  it.each(COUNTS)('Vancouver with %i author(s): up to 6, otherwise the first 3 then et al.', async (n) => {
    expect(await cite(n, 'vancouver')).toBe(`${vancouver[n]} ${REST.vancouver}${DOI(n)}`);
  });
});

describe('the other styles, with 1 and 4 authors', () => {
  const expected: Record<'apa' | 'chicago' | 'harvard' | 'ieee', Record<1 | 4, string>> = {
    apa: {
      1: `Adeyemo, A. O. (2024). Soil moisture and maize yield in the Guinea savanna. ${JOURNAL}, 8(3), 45–67. https://doi.org/${DOI(1)}`,
      4: `Adeyemo, A. O., Nwosu, C., Dubois, J.-P., & Wei, L. (2024). Soil moisture and maize yield in the Guinea savanna. ${JOURNAL}, 8(3), 45–67. https://doi.org/${DOI(4)}`,
    },
    chicago: {
      1: `Adeyemo, Adebayo O. 2024. “Soil Moisture and Maize Yield in the Guinea Savanna.” ${JOURNAL} 8 (3): 45–67. https://doi.org/${DOI(1)}.`,
      4: `Adeyemo, Adebayo O., Chiamaka Nwosu, Jean-Pierre Dubois, and Li Wei. 2024. “Soil Moisture and Maize Yield in the Guinea Savanna.” ${JOURNAL} 8 (3): 45–67. https://doi.org/${DOI(4)}.`,
    },
    harvard: {
      1: `Adeyemo, A.O. (2024) ‘Soil moisture and maize yield in the Guinea savanna’, ${JOURNAL}, 8(3), pp. 45–67. Available at: https://doi.org/${DOI(1)}.`,
      4: `Adeyemo, A.O. et al. (2024) ‘Soil moisture and maize yield in the Guinea savanna’, ${JOURNAL}, 8(3), pp. 45–67. Available at: https://doi.org/${DOI(4)}.`,
    },
    ieee: {
      1: `A. O. Adeyemo, “Soil moisture and maize yield in the Guinea savanna,” ${JOURNAL}, vol. 8, no. 3, pp. 45–67, Sept. 2024, doi: ${DOI(1)}.`,
      4: `A. O. Adeyemo, C. Nwosu, J.-P. Dubois, and L. Wei, “Soil moisture and maize yield in the Guinea savanna,” ${JOURNAL}, vol. 8, no. 3, pp. 45–67, Sept. 2024, doi: ${DOI(4)}.`,
    },
  };
  for (const [format, byCount] of Object.entries(expected)) {
    it.each([1, 4] as const)(`${format} with %i author(s)`, async (n) => {
      expect(await cite(n, format)).toBe(byCount[n]);
    });
  }

  it('BibTeX', async () => {
    const authors = { 1: 'Adeyemo, Adebayo O.', 4: 'Adeyemo, Adebayo O. and Nwosu, Chiamaka and Dubois, Jean-Pierre and Wei, Li' };
    for (const n of [1, 4] as const) {
      expect(await cite(n, 'bibtex')).toBe(
        [
          '@article{Adeyemo2024Soil,',
          `\tauthor = {${authors[n]}},`,
          `\tjournal = {${JOURNAL}},`,
          `\tdoi = {${DOI(n)}},`,
          '\tissn = {1234-5679},',
          '\tnumber = {3},',
          '\tyear = {2024},',
          '\tmonth = {sep 15},',
          '\tpages = {45--67},',
          '\ttitle = {Soil moisture and maize yield in the {Guinea} savanna},',
          `\turl = {http://journal.test/paper/${ids.get(n)}},`,
          `\thowpublished = {http://journal.test/paper/${ids.get(n)}},`,
          '\tvolume = {8},',
          '}',
        ].join('\n'),
      );
    }
  });

  it('RIS', async () => {
    for (const n of [1, 4] as const) {
      expect(await cite(n, 'ris')).toBe(
        [
          'TY  - JOUR',
          ...NAMES.slice(0, n).map((_, i) => `AU  - ${['Adeyemo, Adebayo O.', 'Nwosu, Chiamaka', 'Dubois, Jean-Pierre', 'Wei, Li'][i]}`),
          'DA  - 2024/9/15/',
          'PY  - 2024',
          `DO  - ${DOI(n)}`,
          `ID  - paper-${ids.get(n)}`,
          'IS  - 3',
          'SN  - 1234-5679',
          'SP  - 45-67',
          `T2  - ${JOURNAL}`,
          `TI  - ${TITLE}`,
          `UR  - http://journal.test/paper/${ids.get(n)}`,
          'VL  - 8',
          'ER  -',
        ].join('\n'),
      );
    }
  });

  it('CSL-JSON: the record every format is made from', async () => {
    expect(JSON.parse(await cite(4, 'csl-json'))).toEqual([
      {
        id: `paper-${ids.get(4)}`,
        type: 'article-journal',
        title: TITLE,
        author: [
          { given: 'Adebayo O.', family: 'Adeyemo' },
          { given: 'Chiamaka', family: 'Nwosu' },
          { given: 'Jean-Pierre', family: 'Dubois' },
          { given: 'Li', family: 'Wei' },
        ],
        'container-title': JOURNAL,
        ISSN: '1234-5679',
        volume: '8',
        issue: '3',
        page: '45-67',
        issued: { 'date-parts': [[2024, 9, 15]] },
        DOI: DOI(4),
        URL: `http://journal.test/paper/${ids.get(4)}`,
      },
    ]);
  });
});

describe('the answer', () => {
  it('JSON by default, APA when no format is given, with the label and the file name', async () => {
    const response = await get(`/api/papers/${ids.get(1)}/citation`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ format: 'apa', label: 'APA', text: expect.stringMatching(/^Adeyemo, A\. O\. \(2024\)/), fileName: 'citation-apa.txt' });
  });

  it.each(CITATION_FORMAT_IDS)('download=1 sends %s as citation-{format}.txt, the same text plus a final newline', async (format) => {
    const text = await cite(4, format);
    const response = await get(`/api/papers/${ids.get(4)}/citation?format=${format}&download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="citation-${format}.txt"`);
    expect(response.body).toBe(`${text}\n`);
  });

  it('an unknown format is a 400 with a sentence naming the formats', async () => {
    const body = expectProblem(await get(`/api/papers/${ids.get(1)}/citation?format=turabian`), 400, CITATION_MESSAGES.unknownFormat);
    expect(body.errors).toEqual({ format: [CITATION_MESSAGES.unknownFormat] });
    expectProblem(await get(`/api/papers/${ids.get(1)}/citation?format=apa&download=yes`), 400, CITATION_MESSAGES.badDownload);
  });

  it('an unknown paper, or one this viewer may not see, is the usual 404', async () => {
    expectProblem(await get('/api/papers/999999/citation?format=apa'), 404, PAPER_MESSAGES.notFound);
    expectProblem(await get(`/api/papers/${submittedId}/citation?format=apa`), 404, PAPER_MESSAGES.notFound);
  });

  it('an unpublished paper its author may see is not cited yet: 409', async () => {
    expectProblem(await get(`/api/papers/${submittedId}/citation?format=apa`, ownerToken), 409, CITATION_MESSAGES.notPublished);
  });
});
