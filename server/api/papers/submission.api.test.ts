import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { MANUSCRIPT_MAX_BYTES, SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { paperEvents, papers, paperVersions, storedFiles } from '../../../db/schema';
import { insertSpecialIssue } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, pdfOfSize, SAMPLE_AUTHORS, SAMPLE_PDF, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { word97Document } from '../../../tests/support/word-97-doc';

/** Issue 6, acting-side.md §5 and §7 POST /papers: what the server stores, refuses and sends. */
let t: TestApp;
let author: { email: string; token: string };
let otherToken: string;
let editorEmail: string;

/** Submissions are rate-limited per account (30 an hour): each group of tests signs in afresh. */
const freshToken = async () => t.login((await t.createUser('AUTHOR')).email);
const tempFiles = async () => readdir(path.join(t.dataDir, 'files', 'tmp')).catch(() => [] as string[]);
const paperCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(papers))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createUser('AUTHOR', { firstName: 'Amina', lastName: 'Bello' });
  author = { email: account.email, token: await t.login(account.email) };
  otherToken = await t.login((await t.createUser('AUTHOR')).email);
  editorEmail = (await t.createUser('EDITOR')).email;
});
afterAll(() => t.close());

describe('POST /api/papers: a new submission', () => {
  it('stores the paper in SUBMITTED with version 1, its authors, the file and an event, and only its authors and editors see it', async () => {
    await t.sentMail();
    const response = await submitPaper(t, author.token);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toEqual({ id: expect.any(Number), status: 'SUBMITTED', version: 1, message: M.submissionSuccessful });
    expect(response.headers.location).toBe(`/api/papers/${result.id}`);

    const mine = await t.app.inject({ url: `/api/papers/${result.id}`, headers: bearer(author.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      title: submissionFields().title,
      status: 'SUBMITTED',
      keywords: ['cowpea', 'maize', 'intercropping', 'tillage'],
      category: 'Crop Science and Production',
      coverLetter: submissionFields().coverLetter,
      hasManuscript: true,
      manuscriptFileName: `paper-${result.id}.pdf`,
      authors: [
        { name: 'Amina Bello', email: 'amina.bello@example.org', isPrimaryContact: true, orcid: '0000-0002-1825-0097' },
        { name: 'Kwame Asante', email: 'kwame.asante@example.org', isPrimaryContact: false, orcid: null },
      ],
      versions: [{ version: 1, fileName: `paper-${result.id}-v1.pdf`, sizeBytes: SAMPLE_PDF.length }],
      access: { isOwner: true, isAuthor: true },
    });
    expectProblem(await t.app.inject({ url: `/api/papers/${result.id}` }), 404, PAPER_MESSAGES.notFound);
    expectProblem(await t.app.inject({ url: `/api/papers/${result.id}`, headers: bearer(otherToken) }), 404, PAPER_MESSAGES.notFound);

    const download = await t.app.inject({ url: `/api/papers/${result.id}/download`, headers: bearer(author.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const [file] = await t.db.select().from(storedFiles).innerJoin(papers, eq(papers.manuscriptFileId, storedFiles.id)).where(eq(papers.id, result.id));
    expect(file!.stored_files).toMatchObject({ sha256: createHash('sha256').update(SAMPLE_PDF).digest('hex'), mediaType: 'application/pdf', originalName: 'manuscript.pdf' });
    expect(file!.papers.authorNames).toBe('Amina Bello, Kwame Asante');
    const versions = await t.db.select().from(paperVersions).where(eq(paperVersions.paperId, result.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.metadata).toMatchObject({ title: submissionFields().title, keywords: ['cowpea', 'maize', 'intercropping', 'tillage'] });
    const events = await t.db.select().from(paperEvents).where(eq(paperEvents.paperId, result.id));
    expect(events).toMatchObject([{ kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED' }]);
    expect(await tempFiles()).toEqual([]);

    // Confirmation to the submitter and the primary contact; a notice to the editors.
    const sent = await t.sentMail();
    const toSubmitter = mailTo(sent, author.email);
    expect(toSubmitter).toHaveLength(1);
    expect(toSubmitter[0]!.subject).toContain('submission received');
    expect(toSubmitter[0]!.text).toContain(`manuscript no. ${result.id}`);
    expect(mailTo(sent, 'amina.bello@example.org')).toHaveLength(1);
    expect(mailTo(sent, 'kwame.asante@example.org')).toHaveLength(0);
    const notice = mailTo(sent, editorEmail);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe(`New submission no. ${result.id}: "${submissionFields().title}"`);
  });

  it('judges the file by its content: a PDF declared as text/plain is taken, a .docx and a .doc are taken with their own types', async () => {
    const asText = await submitPaper(t, author.token, submissionFields(), { bytes: SAMPLE_PDF, name: 'notes.txt', type: 'text/plain' });
    expect(asText.statusCode, asText.body).toBe(201);
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Cassava yields under drought')] }] }));
    const word = await submitPaper(t, author.token, submissionFields(), { bytes: docx, name: 'paper.docx', type: 'application/octet-stream' });
    expect(word.statusCode, word.body).toBe(201);
    // An OLE2 header alone is no longer enough (decision 0027): a compound file with a WordDocument stream.
    const doc = await submitPaper(t, author.token, submissionFields(), { bytes: word97Document(), name: 'paper.doc', type: 'application/msword' });
    expect(doc.statusCode, doc.body).toBe(201);
    const names = await Promise.all(
      [asText, word, doc].map(async (r) => (await t.app.inject({ url: `/api/papers/${r.json().id}`, headers: bearer(author.token) })).json().manuscriptFileName),
    );
    expect(names).toEqual([`paper-${asText.json().id}.pdf`, `paper-${word.json().id}.docx`, `paper-${doc.json().id}.doc`]);
  });

  it('refuses a program renamed .pdf (415) and leaves no paper and no file behind', async () => {
    const before = await paperCount();
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(2000, 1)]);
    const body = expectProblem(await submitPaper(t, author.token, submissionFields(), { bytes: exe, name: 'paper.pdf', type: 'application/pdf' }), 415, M.fileTypeInvalid);
    expect(body.errors).toEqual({ manuscript: [M.fileTypeInvalid] });
    expect(await paperCount()).toBe(before);
    expect(await tempFiles()).toEqual([]);
    const exeHash = createHash('sha256').update(exe).digest('hex');
    expect(existsSync(path.join(t.dataDir, 'files', exeHash.slice(0, 2), exeHash))).toBe(false);
  });

  it('refuses a PDF and HTML polyglot (415) and leaves no paper and no file behind (decision 0027)', async () => {
    const before = await paperCount();
    const html = '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>\n';
    const pdf = SAMPLE_PDF.toString('latin1');
    // A page that carries the PDF after it, and a PDF that parses but carries the page where browsers sniff.
    for (const polyglot of [`${html}${pdf}`, pdf.replace('%PDF-1.4\n', `%PDF-1.4\n%${html}`)]) {
      const body = expectProblem(await submitPaper(t, author.token, submissionFields(), { bytes: Buffer.from(polyglot, 'latin1'), name: 'paper.pdf' }), 415, M.fileTypeInvalid);
      expect(body.errors).toEqual({ manuscript: [M.fileTypeInvalid] });
    }
    expect(await paperCount()).toBe(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('takes a file of exactly 10485760 bytes and refuses 10485761 bytes with 413', async () => {
    expect(MANUSCRIPT_MAX_BYTES).toBe(10485760);
    const atLimit = await submitPaper(t, author.token, submissionFields(), { bytes: pdfOfSize(10485760) });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const before = await paperCount();
    const body = expectProblem(await submitPaper(t, author.token, submissionFields(), { bytes: pdfOfSize(10485761) }), 413, M.fileTooLarge);
    expect(body.errors).toEqual({ manuscript: [M.fileTooLarge] });
    expect(await paperCount()).toBe(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('needs a signed-in caller and a multipart body', async () => {
    expectProblem(await submitPaper(t, null), 401);
    const json = await t.app.inject({ method: 'POST', url: '/api/papers', payload: submissionFields(), headers: bearer(author.token) });
    expectProblem(json, 415, J.notMultipart);
  });

  it('refuses a second file or a file under another name', async () => {
    const before = await paperCount();
    expectProblem(await submitPaper(t, author.token, submissionFields(), [{ bytes: SAMPLE_PDF }, { bytes: SAMPLE_PDF }]), 400, J.oneFileOnly);
    expectProblem(await submitPaper(t, author.token, submissionFields(), { bytes: SAMPLE_PDF, field: 'attachment' }), 400, J.oneFileOnly);
    expect(await paperCount()).toBe(before);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('POST /api/papers: every validation message of acting-side.md §5, from the shared schema', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken();
  });
  const errorsOf = async (fields: Record<string, string>, file: Parameters<typeof submitPaper>[3] = { bytes: SAMPLE_PDF }) => {
    const before = await paperCount();
    const body = expectProblem(await submitPaper(t, token, fields, file), 400);
    expect(await paperCount()).toBe(before);
    expect(await tempFiles()).toEqual([]);
    return body.errors!;
  };

  it('an empty form lists every required field, the manuscript included', async () => {
    const errors = await errorsOf({}, []);
    expect(errors).toEqual({
      title: [M.titleRequired],
      abstract: [M.abstractRequired],
      keywords: [M.keywordsRequired],
      category: [M.categoryRequired],
      coverLetter: [M.coverLetterRequired],
      authors: [M.completeAuthorRequired],
      checklist: [M.checklistIncomplete],
      licenceConsent: [M.licenceRequired],
      manuscript: [M.manuscriptRequired],
    });
  });

  it('a new paper names its article type, confirms every checklist item and agrees to the CC BY 4.0 licence (issue 15)', async () => {
    expect(await errorsOf(submissionFields({ articleType: undefined }))).toEqual({ articleType: [M.articleTypeRequired] });
    expect(await errorsOf(submissionFields({ articleType: 'editorial' }))).toEqual({ articleType: [M.articleTypeRequired] });
    expect(await errorsOf(submissionFields({ checklist: JSON.stringify(['original']) }))).toEqual({ checklist: [M.checklistIncomplete] });
    expect(await errorsOf(submissionFields({ checklist: 'original' }))).toEqual({ checklist: [M.checklistNotJson] });
    expect(await errorsOf(submissionFields({ licenceConsent: 'false' }))).toEqual({ licenceConsent: [M.licenceRequired] });
    expect(await errorsOf(submissionFields({ feeTier: 'gold' }))).toEqual({ feeTier: [M.feeTierInvalid] });
  });

  it('blank text, an abstract over 500 words, an unknown category, and the ethics statement for the three categories', async () => {
    expect(await errorsOf(submissionFields({ title: '   ', keywords: ' ', coverLetter: '' }))).toEqual({
      title: [M.titleRequired],
      keywords: [M.keywordsRequired],
      coverLetter: [M.coverLetterRequired],
    });
    expect(await errorsOf(submissionFields({ abstract: Array.from({ length: 501 }, () => 'word').join(' ') }))).toEqual({ abstract: [M.abstractTooLong] });
    expect(await errorsOf(submissionFields({ category: 'Astrology' }))).toEqual({ category: [M.categoryRequired] });
    for (const category of ['Clinical Research', 'Animal Studies', 'Human Subjects Research']) {
      expect(await errorsOf(submissionFields({ category, ethicsStatement: ' ' }))).toEqual({ ethicsStatement: [M.ethicsRequired] });
    }
    // 500 words exactly is within the limit (decision 0018).
    const fiveHundred = await submitPaper(t, token, submissionFields({ abstract: Array.from({ length: 500 }, () => 'word').join(' ') }));
    expect(fiveHundred.statusCode, fiveHundred.body).toBe(201);
  });

  it('authors: malformed JSON, an empty list, missing fields, a bad email or ORCID iD, and no primary contact', async () => {
    expect(await errorsOf(submissionFields({ authors: '[{"name": "Amina"' }))).toEqual({ authors: [M.authorsNotJson] });
    expect(await errorsOf(submissionFields({ authors: '{"name": "Amina"}' }))).toEqual({ authors: [M.authorsNotJson] });
    expect(await errorsOf(submissionFields({}, []))).toEqual({ authors: [M.completeAuthorRequired] });
    const [first, second] = SAMPLE_AUTHORS as [(typeof SAMPLE_AUTHORS)[number], (typeof SAMPLE_AUTHORS)[number]];
    expect(await errorsOf(submissionFields({}, [first, { ...second, name: '' }]))).toEqual({ authors: [M.authorNameRequired] });
    // A primary contact without a name is also no valid primary contact (the spec's rule).
    expect(await errorsOf(submissionFields({}, [{ ...first, name: '' }, second]))).toEqual({ authors: [M.authorNameRequired, M.primaryContactRequired] });
    expect(await errorsOf(submissionFields({}, [first, { ...second, email: '' }]))).toEqual({ authors: [M.authorEmailRequired] });
    expect(await errorsOf(submissionFields({}, [first, { ...second, email: 'kwame-at-ghana' }]))).toEqual({ authors: [M.authorEmailInvalid] });
    expect(await errorsOf(submissionFields({}, [first, { ...second, affiliation: ' ' }]))).toEqual({ authors: [M.authorAffiliationRequired] });
    expect(await errorsOf(submissionFields({}, [{ ...first, orcid: '0000-0002-1825-0098' }, second]))).toEqual({ authors: [M.orcidInvalid] });
    expect(await errorsOf(submissionFields({}, [{ ...first, isPrimaryContact: false }, second]))).toEqual({ authors: [M.primaryContactRequired] });
    expect(await errorsOf(submissionFields({}, [first, { ...second, isPrimaryContact: true }]))).toEqual({ authors: [M.primaryContactRequired] });
  });
});

describe('POST /api/papers?special_issue: only an open special issue takes submissions', () => {
  it('counts a submission to an open special issue and refuses closed, planned, past-deadline and unknown ones', async () => {
    t.clock.now = new Date('2026-05-01T10:00:00Z');
    const token = await freshToken();
    try {
      const open = await insertSpecialIssue(t.db, { title: 'Climate-smart cassava', status: 'open', deadline: '2026-09-30', maxArticles: 12 });
      const closed = await insertSpecialIssue(t.db, { title: 'Closed call', status: 'closed' });
      const planning = await insertSpecialIssue(t.db, { title: 'Planned call', status: 'planning' });
      const lapsed = await insertSpecialIssue(t.db, { title: 'Lapsed call', status: 'open', deadline: '2026-04-30' });
      const countOf = async (id: number) => ((await t.app.inject({ url: '/api/special-issues' })).json() as { id: number; submissionCount: number }[]).find((s) => s.id === id)!.submissionCount;

      const accepted = await submitPaper(t, token, submissionFields({ specialIssueId: String(open.id) }));
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(await countOf(open.id)).toBe(1);
      const mine = (await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(token) })).json();
      expect(mine.find((row: { id: number }) => row.id === accepted.json().id).specialIssue).toEqual({ id: open.id, title: 'Climate-smart cassava' });

      const before = await paperCount();
      expectProblem(await submitPaper(t, token, submissionFields({ specialIssueId: String(closed.id) })), 409, J.specialIssueNotOpen);
      expectProblem(await submitPaper(t, token, submissionFields({ specialIssueId: String(planning.id) })), 409, J.specialIssueNotOpen);
      expectProblem(await submitPaper(t, token, submissionFields({ specialIssueId: String(lapsed.id) })), 409, J.specialIssueDeadlinePassed);
      expectProblem(await submitPaper(t, token, submissionFields({ specialIssueId: '999999' })), 404, J.specialIssueNotFound);
      expectProblem(await submitPaper(t, token, submissionFields({ specialIssueId: 'abc' })), 400);
      expect(await paperCount()).toBe(before);
      expect(await countOf(closed.id)).toBe(0);
      expect(await tempFiles()).toEqual([]);
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('an interrupted upload', () => {
  it('leaves no paper row and no file when the client goes away mid-file', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = await paperCount();
    const token = await freshToken();
    const { payload, headers } = await multipartBody(submissionFields(), { bytes: pdfOfSize(2 * 1024 * 1024) });
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      [
        'POST /api/papers HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${token}`,
        `Content-Type: ${headers['content-type']}`,
        `Content-Length: ${payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    // Half the body (the fields and the start of the file): the server starts writing the file…
    socket.write(payload.subarray(0, payload.length / 2));
    await expect.poll(async () => (await tempFiles()).length, { timeout: 5000 }).toBe(1);
    // …then the client is gone.
    socket.destroy();
    await closed;
    await expect.poll(tempFiles, { timeout: 5000 }).toEqual([]);
    expect(await paperCount()).toBe(before);
  });
});
