import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { PAPER_STATUSES, type PaperStatus } from '../../../contract/papers/paper-status';
import { editorialDecisions } from '../../../db/schema';
import { paperDetailSchema } from '../../../contract/papers/papers.schema';
import { insertIssue, insertPaper, insertReviewAssignment, storeManuscriptFile, userIdByEmail } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, READER_AGENT, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §6 and decision 0007: GET /api/papers/{id} for every status × viewer. */
let t: TestApp;
const tokens: Record<string, string | null> = { anonymous: null };
const paperIds = {} as Record<PaperStatus, number>;
let authorAccountId = 0;
const PDF = new TextEncoder().encode('%PDF-1.4\n% a tiny test manuscript\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-06-01T12:00:00Z');
  const accounts = {
    'author by account': await t.createUser('AUTHOR'),
    'author by email': await t.createUser('AUTHOR', { email: 'ada.okafor@example.org' }),
    'other author': await t.createUser('AUTHOR'),
    reviewer: await t.createUser('REVIEWER'),
    editor: await t.createUser('EDITOR'),
    admin: await t.createUser('ADMIN'),
  };
  for (const [who, account] of Object.entries(accounts)) tokens[who] = await t.login(account.email);
  authorAccountId = await userIdByEmail(t.db, accounts['author by account'].email);
  const reviewerId = await userIdByEmail(t.db, accounts.reviewer.email);
  const secondReviewer = await userIdByEmail(t.db, (await t.createUser('REVIEWER', { firstName: 'Secret', lastName: 'Referee' })).email);
  const issue = await insertIssue(t.db, { volume: 8, number: 2, year: 2024, publicationDate: '2024-06-15' });
  const manuscriptFileId = await storeManuscriptFile(t.db, t.dataDir, PDF);

  for (const status of PAPER_STATUSES) {
    const paper = await insertPaper(t.db, {
      status,
      title: `A ${status.toLowerCase()} study of cowpea storage`,
      submitterId: authorAccountId,
      issueId: status === 'PUBLISHED' ? issue.id : null,
      pages: '101-115',
      doi: status === 'PUBLISHED' ? '10.5555/jals.2024.0042' : null,
      fundingInfo: 'Tertiary Education Trust Fund grant TETF/2023/12',
      acknowledgments: 'We thank the farmers of Oyo State.',
      coverLetter: 'Dear Editor, please consider our manuscript.',
      ethicsStatement: 'No animals or human subjects were involved.',
      conflictOfInterest: 'The authors declare no conflict of interest.',
      manuscriptFileId,
      submittedAt: new Date('2024-01-10T09:00:00Z'),
      authors: [
        { name: 'Ada Okafor', email: 'Ada.Okafor@Example.org', affiliation: 'University of Ibadan', orcid: '0000-0002-1825-0097' },
        { name: 'Kofi Mensah', email: 'kofi.mensah@example.org', affiliation: 'University of Ghana', isPrimaryContact: false },
      ],
    });
    paperIds[status] = paper.id;
    await insertReviewAssignment(t.db, { paperId: paper.id, reviewerId, commentsToAuthor: 'The methods are sound.', confidentialComments: 'For the editor only.', assignedAt: new Date('2024-01-20T00:00:00Z'), submittedAt: new Date('2024-02-20T00:00:00Z') });
    await insertReviewAssignment(t.db, { paperId: paper.id, reviewerId: secondReviewer, commentsToAuthor: 'Please add a table of storage losses.', assignedAt: new Date('2024-01-21T00:00:00Z'), submittedAt: new Date('2024-02-25T00:00:00Z') });
    // A decision closed round 1 of the papers past review: its reviews are released to the authors (decision 0035).
    if (DECIDED.includes(status)) {
      await t.db.insert(editorialDecisions).values({ paperId: paper.id, round: 1, decision: 'major_revision', letter: 'Dear author', fromStatus: 'UNDER_REVIEW', toStatus: status, createdAt: new Date('2024-03-01T00:00:00Z') });
    }
  }
});
afterAll(() => t.close());

const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'user-agent': READER_AGENT } });

const authors = new Set(['author by account', 'author by email']);
const staff = new Set(['editor', 'admin']);
const DECIDED: readonly string[] = ['REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'PUBLISHED'];
/** Where the assigned reviewer holds the paper, anonymised (decision 0035). */
const REVIEWING: readonly string[] = ['UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED'];
const viewers = ['anonymous', 'author by account', 'author by email', 'other author', 'reviewer', 'editor', 'admin'];

describe('GET /api/papers/{id}: who sees a paper of each status', () => {
  for (const status of PAPER_STATUSES) {
    for (const who of viewers) {
      const privileged = authors.has(who) || staff.has(who);
      const anonymised = who === 'reviewer' && REVIEWING.includes(status);
      const visible = status === 'PUBLISHED' || privileged || anonymised;
      it(`${status} × ${who}: ${visible ? (privileged ? 'everything' : anonymised ? 'the anonymised manuscript' : 'the public record') : '404'}`, async () => {
        const response = await get(`/api/papers/${paperIds[status]}`, tokens[who]!);
        if (!visible) {
          expectProblem(response, 404, M.notFound);
          expect(response.body).not.toContain('cowpea');
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        const paper = paperDetailSchema.strict().parse(response.json());
        if (anonymised) {
          expect(paper).toMatchObject({ status, title: `A ${status.toLowerCase()} study of cowpea storage`, authors: [], fundingInfo: null, acknowledgments: null, ethicsStatement: null, conflictOfInterest: null, coverLetter: null, hasManuscript: false, versions: [], reviewComments: [], timeline: [], decisions: [] });
          expect(paper.access).toMatchObject({ isReviewer: true, isAuthor: false, isStaff: false, canDownload: false });
          expect(response.body).not.toMatch(/Okafor|Mensah|Ibadan|Ghana|0000-0002-1825-0097|Oyo State|Dear Editor/);
          return;
        }
        expect(paper).toMatchObject({
          id: paperIds[status],
          status,
          title: `A ${status.toLowerCase()} study of cowpea storage`,
          fundingInfo: 'Tertiary Education Trust Fund grant TETF/2023/12',
          acknowledgments: 'We thank the farmers of Oyo State.',
          ethicsStatement: 'No animals or human subjects were involved.',
          conflictOfInterest: 'The authors declare no conflict of interest.',
          coverLetter: privileged ? 'Dear Editor, please consider our manuscript.' : null,
          hasManuscript: true,
          manuscriptFileName: `paper-${paperIds[status]}.pdf`,
          submissionDate: '2024-01-10T09:00:00.000Z',
          access: {
            isAuthor: authors.has(who),
            isOwner: who === 'author by account',
            isStaff: staff.has(who),
            showStatus: true,
            canDownload: true,
            // Only the account that submitted it sends a revision (decision 0019).
            canSubmitRevision: who === 'author by account' && status === 'REVISIONS_REQUIRED',
            showDashboardLink: authors.has(who),
            isReviewer: false,
          },
        });
        // The version history: authors and staff only.
        expect(paper.versions).toEqual(privileged ? [{ version: 1, submittedAt: '2024-01-10T09:00:00.000Z', fileName: `paper-${paperIds[status]}-v1.pdf`, sizeBytes: PDF.length }] : []);
        expect(paper.authors).toEqual([
          { name: 'Ada Okafor', affiliation: 'University of Ibadan', isPrimaryContact: true, orcid: '0000-0002-1825-0097', email: 'Ada.Okafor@Example.org' },
          { name: 'Kofi Mensah', affiliation: 'University of Ghana', isPrimaryContact: false, orcid: null, email: privileged ? 'kofi.mensah@example.org' : null },
        ]);
        // Review comments: anonymised, in assignment order, never the confidential comments or names.
        const reviewsReleased = staff.has(who) || (authors.has(who) && DECIDED.includes(status));
        expect(paper.reviewComments).toEqual(
          reviewsReleased
            ? [
                { reviewer: 'Reviewer 1', date: '2024-02-20T00:00:00.000Z', comments: 'The methods are sound.', annotatedFileUrl: null },
                { reviewer: 'Reviewer 2', date: '2024-02-25T00:00:00.000Z', comments: 'Please add a table of storage losses.', annotatedFileUrl: null },
              ]
            : [],
        );
        if (staff.has(who)) {
          // Editors know who reviews and read the confidential comments (DESIGN.md: the double blind is between authors and reviewers).
          expect(paper.workflow.reviews.map((r) => [r.label, r.reviewer, r.confidentialComments])).toEqual([
            ['Reviewer 1', 'Test Reviewer', 'For the editor only.'],
            ['Reviewer 2', 'Secret Referee', null],
          ]);
          return;
        }
        expect(paper.workflow.reviews).toEqual([]);
        expect(response.body).not.toContain('For the editor only.');
        expect(response.body).not.toContain('Secret');
        expect(response.body).not.toContain('Referee');
      });
    }
  }

  it('gives a published paper its issue, pages, DOI and dates', async () => {
    const paper = (await get(`/api/papers/${paperIds.PUBLISHED}`, null)).json();
    expect(paper).toMatchObject({ volume: 8, issue: 2, year: 2024, pages: '101-115', doi: '10.5555/jals.2024.0042', publicationDate: '2024-03-15T00:00:00.000Z', downloadCount: 0, views: 0, citations: 0 });
    expect(typeof paper.issueId).toBe('number');
  });

  it('shows only completed reviews that have comments for the author', async () => {
    const reviewer = await userIdByEmail(t.db, (await t.createUser('REVIEWER')).email);
    const other = await userIdByEmail(t.db, (await t.createUser('REVIEWER')).email);
    const paper = await insertPaper(t.db, { status: 'REVISIONS_REQUIRED', submitterId: authorAccountId });
    await insertReviewAssignment(t.db, { paperId: paper.id, reviewerId: reviewer, status: 'ACCEPTED', submittedAt: null });
    await insertReviewAssignment(t.db, { paperId: paper.id, reviewerId: other, commentsToAuthor: '   ' });
    const body = (await get(`/api/papers/${paper.id}`, tokens['author by account']!)).json();
    expect(body.reviewComments).toEqual([]);
  });

  it('says a paper without a manuscript has none', async () => {
    const paper = await insertPaper(t.db, { status: 'PUBLISHED' });
    expect((await get(`/api/papers/${paper.id}`, null)).json()).toMatchObject({ hasManuscript: false, manuscriptFileName: null });
  });

  it('treats a token of a deleted account as anonymous, not as an error', async () => {
    const response = await get(`/api/papers/${paperIds.PUBLISHED}`, 'not-a-token');
    expect(response.statusCode).toBe(200);
    expect(response.json().coverLetter).toBeNull();
  });
});

describe('GET /api/papers/{id}: bad ids', () => {
  it.each(['abc', '1.5', '-3', '%20', '1e3'])('%s is a 400', async (id) => {
    expectProblem(await get(`/api/papers/${id}`, null), 400, M.invalidId);
  });

  it.each(['0', '2147483648', '999999999999', '123456789'])('%s is a 404', async (id) => {
    expectProblem(await get(`/api/papers/${id}`, null), 404, M.notFound);
  });

  it('accepts a trailing slash (reading-side.md §7 GET /papers/{id}/)', async () => {
    expect((await get(`/api/papers/${paperIds.PUBLISHED}/`, null)).statusCode).toBe(200);
  });
});

describe('GET /api/papers/{id}/download (reading-side.md §6, §7)', () => {
  const usage = async (paperId: number) => {
    const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from usage_events where paper_id = ${paperId} and kind = 'download'`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const downloads = async (paperId: number) => (await get(`/api/papers/${paperId}`, tokens.admin!)).json().downloadCount as number;

  it('sends a published paper to anyone as paper-{id}.pdf and counts it', async () => {
    const id = paperIds.PUBLISHED;
    const response = await get(`/api/papers/${id}/download`, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="paper-${id}.pdf"`);
    expect(response.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(await downloads(id)).toBe(1);
    expect(await usage(id)).toBe(1);
    await get(`/api/papers/${id}/download/`, tokens['other author']!);
    expect(await downloads(id)).toBe(2);
    expect(await usage(id)).toBe(2);
  });

  it('answers HEAD like GET, with no body and nothing counted', async () => {
    const id = paperIds.PUBLISHED;
    const before = await usage(id);
    const response = await t.app.inject({ method: 'HEAD', url: `/api/papers/${id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="paper-${id}.pdf"`);
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.rawPayload.length).toBe(0);
    expect(await usage(id)).toBe(before);
    // HEAD keeps the GET's refusals.
    expect((await t.app.inject({ method: 'HEAD', url: `/api/papers/${paperIds.SUBMITTED}/download` })).statusCode).toBe(404);
  });

  it('names a Word manuscript by its stored type (.docx, .doc)', async () => {
    const docx = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('PK\u0003\u0004 docx bytes'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'My paper.docx');
    const doc = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('\u00d0\u00cf doc bytes'), 'application/msword', 'old.doc');
    for (const [fileId, extension, type] of [
      [docx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [doc, 'doc', 'application/msword'],
    ] as const) {
      const paper = await insertPaper(t.db, { status: 'PUBLISHED', manuscriptFileId: fileId });
      const response = await get(`/api/papers/${paper.id}/download`, null);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="paper-${paper.id}.${extension}"`);
    }
  });

  it('lets the authors and staff download an unpublished paper, without counting it; others get 404', async () => {
    const id = paperIds.REVISIONS_REQUIRED;
    for (const who of ['author by account', 'author by email', 'editor', 'admin']) {
      const response = await get(`/api/papers/${id}/download`, tokens[who]!);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="paper-${id}.pdf"`);
    }
    for (const who of ['anonymous', 'other author', 'reviewer']) expectProblem(await get(`/api/papers/${id}/download`, tokens[who]!), 404, M.notFound);
    expect(await usage(id)).toBe(0);
    expect(await downloads(id)).toBe(0);
  });

  it('answers 404 when there is no manuscript, or its file is gone', async () => {
    const none = await insertPaper(t.db, { status: 'PUBLISHED' });
    expectProblem(await get(`/api/papers/${none.id}/download`, null), 404, M.noManuscript);
    const missingFile = await t.db.execute<{ id: number }>(
      sql`insert into stored_files (sha256, size_bytes, media_type, original_name) values (${'a'.repeat(64)}, 10, 'application/pdf', 'gone.pdf') returning id`,
    );
    const fileId = (missingFile as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const gone = await insertPaper(t.db, { status: 'PUBLISHED', manuscriptFileId: fileId });
    expectProblem(await get(`/api/papers/${gone.id}/download`, null), 404, M.noManuscript);
    expect(await usage(gone.id)).toBe(0);
  });

  it('answers 400 / 404 for bad ids', async () => {
    expectProblem(await get('/api/papers/abc/download', null), 400, M.invalidId);
    expectProblem(await get('/api/papers/99999999999/download', null), 404, M.notFound);
  });
});
