import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../contract/format/long-date';
import { INVOICE_MESSAGES as M, invoiceReportSchema, invoiceSchema } from '../../../contract/invoices/invoice.schema';
import { WORKFLOW_MESSAGES as W } from '../../../contract/papers/workflow/paper-workflow.messages';
import { LocalFileStore } from '../../../core/files/file-store';
import { issueMissingInvoices } from '../../../core/invoices/invoices.service';
import { invoices } from '../../../db/schema';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { SAMPLE_AUTHORS, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';
import { coreSettingsOf, loadConfig } from '../../config';

/**
 * Publication fees through the API (issue 15; decisions 0010, 0011, 0048), on PGlite and on
 * PostgreSQL: the invoice issued on acceptance, the publish gate, payments, waivers and waiver
 * requests, who may read them, the PDF and the office's report.
 */
let t: TestApp;
const people: Record<string, { email: string; id: number; token: string }> = {};
const DAY = 86_400_000;

async function person(key: string, role: 'AUTHOR' | 'EDITOR' | 'ADMIN' | 'REVIEWER', names: { firstName: string; lastName: string }, email?: string) {
  const account = await t.createUser(role, { ...names, email });
  people[key] = { email: account.email, id: await userIdByEmail(t.db, account.email), token: await t.login(account.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  await person('owner', 'AUTHOR', { firstName: 'Amina', lastName: 'Bello' }, SAMPLE_AUTHORS[0]!.email);
  await person('coAuthor', 'AUTHOR', { firstName: 'Kwame', lastName: 'Asante' }, SAMPLE_AUTHORS[1]!.email);
  await person('stranger', 'AUTHOR', { firstName: 'Sade', lastName: 'Stranger' });
  await person('editor', 'EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' });
  await person('admin', 'ADMIN', { firstName: 'Ngozi', lastName: 'Adeyemi' });
  await person('r1', 'REVIEWER', { firstName: 'Rita', lastName: 'Reviewer' });
  await person('r2', 'REVIEWER', { firstName: 'Rolf', lastName: 'Referee' });
});
afterAll(() => t.close());

const tokenOf = (key: string) => people[key]!.token;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, key: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(key ? tokenOf(key) : null), ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: uniqueAddress() });
const today = () => t.clock.now.toISOString().slice(0, 10);
const longDate = (iso: string) => formatLongDate(new Date(iso));
const mailFor = async (key: string) => mailTo(await t.sentMail(), people[key]!.email);

let counter = 0;
async function submit(overrides: Record<string, string> = {}): Promise<number> {
  const response = await submitPaper(t, tokenOf('owner'), submissionFields({ title: `Cowpea intercropping trial ${++counter}`, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function review(id: number, key: string) {
  const detail = (await call('GET', `/api/papers/${id}`, 'editor')).json();
  const open = detail.workflow.reviews.find((r: { reviewer: string; status: string }) => r.reviewer.startsWith(key === 'r1' ? 'Rita' : 'Rolf') && r.status === 'INVITED');
  expect((await call('POST', `/api/reviews/${open.assignmentId}/accept`, key)).statusCode).toBe(200);
  const sent = await call('POST', `/api/reviews/${open.assignmentId}/submit`, key, { competingInterests: 'None.', recommendation: 'Accept', commentsToAuthor: 'Sound work.' });
  expect(sent.statusCode, sent.body).toBe(200);
}

/** Submitted, reviewed twice and accepted by the editor: the acceptance issues the invoice. */
async function accept(id: number) {
  expect((await call('POST', `/api/editor/papers/${id}/assign-reviewers`, 'editor', { reviewers: [people.r1!.id, people.r2!.id] })).statusCode).toBe(200);
  await review(id, 'r1');
  await review(id, 'r2');
  const decided = await call('POST', `/api/editor/papers/${id}/decision`, 'editor', { decision: 'accept', letter: 'Dear author, accepted.' });
  expect(decided.statusCode, decided.body).toBe(200);
}
const invoiceOf = async (id: number, key = 'owner') => {
  const response = await call('GET', `/api/papers/${id}/invoice`, key);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceSchema.parse(response.json());
};

describe('the invoice issued on acceptance', () => {
  it('is numbered, priced from the fee table at the claimed rate, due in 30 days and mailed as a payment request', async () => {
    const id = await submit({ articleType: 'review', feeTier: 'developing' });
    expectProblem(await call('GET', `/api/papers/${id}/invoice`, 'owner'), 404, M.paperHasNoInvoice);
    await accept(id);
    const invoice = await invoiceOf(id);
    const year = t.clock.now.getUTCFullYear();
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{4}$`)),
      paperId: id,
      articleType: 'review',
      feeTier: 'developing',
      subtotalCents: 25_000,
      discountCents: 5_000,
      waivedCents: 0,
      totalCents: 20_000,
      state: 'issued',
      billedTo: { name: 'Amina Bello', email: people.owner!.email },
      payment: null,
      waiver: null,
    });
    expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(30 * DAY);
    const mail = (await mailFor('owner')).find((m) => m.subject.startsWith(`Invoice ${invoice.number}`))!;
    expect(mail.subject).toBe(`Invoice ${invoice.number}: publication charge of $200.00 due by ${longDate(invoice.dueAt)}`);
    expect(mail.text).toContain('Review publication fee: $250.00');
    // The next acceptance takes the next number of the year.
    const next = await submit();
    await accept(next);
    const second = await invoiceOf(next);
    expect(Number(second.number.slice(-4))).toBe(Number(invoice.number.slice(-4)) + 1);
    expect(second.totalCents).toBe(20_000);
  });

  it('is read by the authors and the office only: the deciding editor, reviewers and others get 404', async () => {
    const id = await submit();
    await accept(id);
    for (const key of ['owner', 'coAuthor', 'admin']) expect((await call('GET', `/api/papers/${id}/invoice`, key)).statusCode, key).toBe(200);
    for (const key of ['editor', 'r1', 'stranger']) {
      expectProblem(await call('GET', `/api/papers/${id}/invoice`, key), 404);
      expectProblem(await call('GET', `/api/papers/${id}/invoice.pdf`, key), 404);
      expectProblem(await call('GET', `/api/papers/${id}/waiver-requests`, key), 404);
    }
    expectProblem(await call('GET', `/api/papers/${id}/invoice`, null), 401);
    for (const key of ['owner', 'editor', 'r1']) expectProblem(await call('POST', `/api/admin/invoices/1/payments`, key, { method: 'card', reference: 'X', date: today() }), 403);
  });

  it('comes as a one-page PDF named after its number', async () => {
    const id = await submit({ title: 'Tillage “effects” on cowpea — a Ghanaian trial' });
    await accept(id);
    const invoice = await invoiceOf(id);
    const pdf = await call('GET', `/api/papers/${id}/invoice.pdf`, 'coAuthor');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Invoice ${invoice.number}`);
  });
});

describe('the publish gate (decision 0048)', () => {
  it('refuses ACCEPTED → PUBLISHED with 409 naming the invoice until the office records the payment', async () => {
    const id = await submit();
    await accept(id);
    const invoice = await invoiceOf(id);
    expectProblem(await call('GET', `/api/editor/papers/${id}/publication`, 'editor'), 409, W.feeNotCleared(invoice.number));
    expect(W.feeNotCleared(invoice.number)).toContain(invoice.number);
    const publish = { newIssue: { volume: 9, number: 3, year: 2026, title: 'Volume 9, Issue 3', publicationDate: '2026-12-20' }, doi: `10.5555/jals.fees.${id}` };
    expectProblem(await call('POST', `/api/editor/papers/${id}/publish`, 'editor', publish), 409, W.feeNotCleared(invoice.number));

    expectProblem(await call('POST', `/api/admin/invoices/${invoice.id}/payments`, 'admin', { method: 'card', reference: ' ', date: today() }), 400, M.referenceRequired);
    const tomorrow = new Date(t.clock.now.getTime() + DAY).toISOString().slice(0, 10);
    expectProblem(await call('POST', `/api/admin/invoices/${invoice.id}/payments`, 'admin', { method: 'card', reference: 'CARD-1', date: tomorrow }), 400, M.dateInFuture);
    const paid = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, 'admin', { method: 'paypal', reference: 'PAYPAL-7K2', date: today() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: M.paymentRecorded(invoice.number), invoice: { state: 'paid', payment: { method: 'paypal', reference: 'PAYPAL-7K2', date: today() } } });
    expectProblem(await call('POST', `/api/admin/invoices/${invoice.id}/payments`, 'admin', { method: 'paypal', reference: 'AGAIN', date: today() }), 409, M.alreadyPaid(invoice.number));
    expectProblem(await call('POST', `/api/admin/invoices/${invoice.id}/waive`, 'admin', { reason: 'Too late.' }), 409, M.alreadyPaid(invoice.number));
    expect((await mailFor('owner')).map((m) => m.subject)).toContain(`Invoice ${invoice.number}: payment received`);

    expect((await call('GET', `/api/editor/papers/${id}/publication`, 'editor')).statusCode).toBe(200);
    const published = await call('POST', `/api/editor/papers/${id}/publish`, 'editor', publish);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED' });
  });

  it('clears when the office waives the invoice, which never sends a payment request', async () => {
    const id = await submit();
    await accept(id);
    const invoice = await invoiceOf(id);
    const waived = await call('POST', `/api/admin/invoices/${invoice.id}/waive`, 'admin', { reason: 'Invited commentary.', kind: 'invited-articles' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json().invoice).toMatchObject({ state: 'waived', totalCents: 0, waivedCents: 20_000, waiver: { kind: 'invited-articles', reason: 'Invited commentary.' } });
    // The payment request of the issue, then the waiver notice: waiving asks for nothing.
    const about = (await mailFor('owner')).filter((m) => m.subject.startsWith(`Invoice ${invoice.number}`));
    expect(about.map((m) => m.subject).sort()).toEqual([`Invoice ${invoice.number}: publication charge of $200.00 due by ${longDate(invoice.dueAt)}`, `Invoice ${invoice.number}: publication charge waived`].sort());
    expect(about.find((m) => m.subject.endsWith('waived'))!.text).not.toMatch(/due by|please pay/i);
    expectProblem(await call('PUT', `/api/admin/invoices/${invoice.id}/charges`, 'admin', { colourFigures: 2 }), 409, M.chargesLocked(invoice.number));
    expect((await call('GET', `/api/editor/papers/${id}/publication`, 'editor')).statusCode).toBe(200);
  });

  it('records the extras the office adds, from the fee table', async () => {
    const id = await submit({ articleType: 'technical-note', feeTier: 'students' });
    await accept(id);
    const invoice = await invoiceOf(id);
    const updated = await call('PUT', `/api/admin/invoices/${invoice.id}/charges`, 'admin', { typesetPages: 8, colourFigures: 1, rushProcessing: true, languageEditing: false, extensiveRevision: true });
    expect(updated.statusCode, updated.body).toBe(200);
    // $65 student rate + 2 excess pages × $25 + 1 colour figure $50 + rush $100 + extensive revision $75.
    expect(updated.json().invoice.totalCents).toBe((65 + 50 + 50 + 100 + 75) * 100);
  });
});

describe('waiver requests, decided by the office apart from review', () => {
  it('a waiver granted before acceptance makes the acceptance issue a waived invoice, with no payment request', async () => {
    const id = await submit();
    const requested = await call('POST', `/api/papers/${id}/waiver-requests`, 'owner', { kind: 'least-developed-countries', reason: 'All authors work in Uganda.' });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json().message).toBe(M.waiverRequestSent);
    expectProblem(await call('POST', `/api/papers/${id}/waiver-requests`, 'coAuthor', { kind: 'financial-hardship', reason: 'Again.' }), 409, M.waiverRequestPending);
    expectProblem(await call('POST', `/api/papers/${id}/waiver-requests`, 'owner', { kind: 'gold', reason: 'x' }), 400);
    // Neither the editors nor the reviewers see it, in the paper or anywhere else.
    expectProblem(await call('GET', `/api/papers/${id}/waiver-requests`, 'editor'), 404);
    expect((await call('GET', `/api/papers/${id}`, 'editor')).body).not.toMatch(/Uganda|waiver/i);
    expectProblem(await call('GET', '/api/admin/invoices', 'editor'), 403);
    expectProblem(await call('POST', `/api/papers/${id}/waiver-requests`, 'editor', { kind: 'financial-hardship', reason: 'x' }), 404);

    const list = (await call('GET', '/api/admin/invoices', 'admin')).json();
    const request = list.waiverRequests.find((r: { paperId: number }) => r.paperId === id);
    expect(request).toMatchObject({ state: 'pending', kind: 'least-developed-countries', reason: 'All authors work in Uganda.' });
    const granted = await call('POST', `/api/admin/waiver-requests/${request.id}/grant`, 'admin', { note: 'Granted under the LDC policy.' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ message: M.waiverGranted, invoice: null, waiverRequest: { state: 'granted' } });
    expectProblem(await call('POST', `/api/admin/waiver-requests/${request.id}/refuse`, 'admin', {}), 409, M.waiverRequestDecided);

    await accept(id);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ state: 'waived', totalCents: 0, waiver: { kind: 'least-developed-countries' } });
    const subjects = (await mailFor('owner')).map((m) => m.subject).filter((s) => s.startsWith(`Invoice ${invoice.number}`));
    expect(subjects).toEqual([`Invoice ${invoice.number}: publication charge waived`]);
    expect((await call('GET', `/api/editor/papers/${id}/publication`, 'editor')).statusCode).toBe(200);
  });

  it('a refused request leaves the invoice to pay; a granted one waives an open invoice', async () => {
    const id = await submit();
    await accept(id);
    const invoice = await invoiceOf(id);
    const first = (await call('POST', `/api/papers/${id}/waiver-requests`, 'coAuthor', { kind: 'financial-hardship', reason: 'No funding.' })).json().waiverRequest;
    expect((await call('POST', `/api/admin/waiver-requests/${first.id}/refuse`, 'admin', { note: 'The student rate applies.' })).json()).toMatchObject({ waiverRequest: { state: 'refused' } });
    expect((await invoiceOf(id)).state).toBe('issued');
    expect((await call('GET', `/api/papers/${id}/waiver-requests`, 'owner')).json()).toEqual([expect.objectContaining({ state: 'refused', decisionNote: 'The student rate applies.' })]);
    const second = (await call('POST', `/api/papers/${id}/waiver-requests`, 'owner', { kind: 'institutional-partners', reason: 'Partner university.' })).json().waiverRequest;
    const granted = (await call('POST', `/api/admin/waiver-requests/${second.id}/grant`, 'admin', {})).json();
    expect(granted.invoice).toMatchObject({ number: invoice.number, state: 'waived', totalCents: 0 });
    expectProblem(await call('POST', `/api/papers/${id}/waiver-requests`, 'owner', { kind: 'special-issues', reason: 'x' }), 409, M.waiverNotRequestable);
  });
});

describe('the office report', () => {
  it('counts invoices by state and sums due, paid and waived per month, also as CSV', async () => {
    const report = invoiceReportSchema.parse((await call('GET', '/api/admin/invoices/report', 'admin')).json());
    const count = (state: string) => report.byState.find((s) => s.state === state)!.count;
    expect(count('paid')).toBeGreaterThanOrEqual(1);
    expect(count('waived')).toBeGreaterThanOrEqual(3);
    expect(count('issued')).toBeGreaterThanOrEqual(1);
    const month = report.months.find((m) => m.month === t.clock.now.toISOString().slice(0, 7))!;
    expect(month.paidCents).toBeGreaterThanOrEqual(20_000);
    expect(month.waivedCents).toBeGreaterThanOrEqual(40_000);
    const csv = await call('GET', '/api/admin/invoices/report.csv', 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('Month,Invoices issued,Still due (USD),Paid (USD),Waived (USD)');
    expect(csv.body).toContain(`${month.month},${month.issuedCount},`);
    expectProblem(await call('GET', '/api/admin/invoices/report', 'editor'), 403);
  });
});

describe('the fee table the admin sets (decision 0053)', () => {
  it('prices the next invoice from the new table; an invoice already issued keeps its fee when the office adds extras', async () => {
    const before = await submit({ articleType: 'original-research', feeTier: 'standard' });
    await accept(before);
    const issued = await invoiceOf(before);
    expect(issued.totalCents).toBe(20_000);

    const settings = (await call('GET', '/api/admin/settings', 'admin')).json();
    const table = settings.fees.table.map((row: { type: string }) => (row.type === 'original-research' ? { ...row, standard: 240, developing: 180 } : row));
    const charges = settings.fees.charges.map((charge: { id: string }) => (charge.id === 'colour-figure' ? { ...charge, amount: 60 } : charge));
    const saved = await call('PUT', '/api/admin/settings/fees', 'admin', { table, charges });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await submit({ articleType: 'original-research', feeTier: 'developing' });
    await accept(after);
    const next = await invoiceOf(after);
    expect(next.lines.slice(0, 2).map((line) => [line.kind, line.amountCents])).toEqual([
      ['publication-fee', 24_000],
      ['rate-discount', -6_000],
    ]);
    expect(next.totalCents).toBe(18_000);

    const extras = await call('PUT', `/api/admin/invoices/${issued.id}/charges`, 'admin', { typesetPages: null, colourFigures: 1, rushProcessing: false, languageEditing: false, extensiveRevision: false });
    expect(extras.statusCode, extras.body).toBe(200);
    // The $200 it was issued at, and today's $60 colour figure.
    expect(extras.json().invoice.totalCents).toBe(26_000);
  });
});

describe('the start-up backfill of invoices (decision 0048), with several instances starting at once (decision 0064)', () => {
  it('issues one invoice per accepted paper between them, never two', async () => {
    const ids = [await submit(), await submit()];
    for (const id of ids) await accept(id);
    // As if accepted before invoices existed.
    await t.db.delete(invoices).where(inArray(invoices.paperId, ids));
    const ctx = { db: t.db, actor: null, clock: () => t.clock.now, mail: t.mail, files: new LocalFileStore(path.join(t.dataDir, 'files')), settings: coreSettingsOf(loadConfig({ DATA_DIR: t.dataDir, DEMO: 'on' })) };
    const issued = await Promise.all([issueMissingInvoices(ctx), issueMissingInvoices(ctx)]);
    expect(issued[0]! + issued[1]!).toBe(ids.length);
    const rows = await t.db.select({ paperId: invoices.paperId }).from(invoices).where(inArray(invoices.paperId, ids));
    expect(rows.map((row) => row.paperId).sort()).toEqual([...ids].sort());
    expect(await issueMissingInvoices(ctx)).toBe(0);
  });
});
