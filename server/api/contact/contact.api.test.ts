import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import {
  CONTACT_FORM_TOKEN_MAX_AGE_HOURS,
  CONTACT_MESSAGES as M,
  CONTACT_MIN_FILL_SECONDS,
  contactMessageDetailSchema,
  contactMessagePageSchema,
  contactReplySentSchema,
} from '../../../contract/contact/contact.schema';
import { TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { CONTACT_DETAILS_KEY, type ContactDetailsInput } from '../../../contract/settings/contact-details';
import { issueFormToken } from '../../../core/contact/form-token';
import { saveSetting } from '../../../core/settings/settings.repo';
import { contactMessages } from '../../../db/schema';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * /contact's call and the admin dashboard's Contact Forms tab (acting-side.md §2, §3, §5, §7, §8,
 * §9; issue 15; decision 0042), on PGlite and on PostgreSQL: every field's message, the spam guard
 * (honeypot, minimum fill time, signed token), the rate limit, the office's mail, and the admins'
 * list, message, Mark as Read and reply by mail.
 */
const SECRET = 'contact-form-test-secret-0123456789abcdef';
const OFFICE: ContactDetailsInput = {
  office: 'Editorial Office',
  address: ['Faculty of Agriculture', 'University of Ibadan', 'Ibadan, Nigeria'],
  email: 'office@journal.test',
  phone: '+234 2 810 1100',
  urgent: { email: 'managing.editor@journal.test', note: 'For urgent matters about a manuscript under review.' },
};

let t: TestApp;
let admin: { email: string; token: string };
let editor: string;
let author: string;

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const account = await t.createUser('ADMIN', { firstName: 'Ngozi', lastName: 'Adeyemi' });
  admin = { email: account.email, token: await t.login(account.email) };
  editor = await t.login((await t.createUser('EDITOR')).email);
  author = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(() => t.close());

const secret = new TextEncoder().encode(SECRET);
/** The token a page rendered `secondsAgo` seconds ago carries. */
const tokenFrom = (secondsAgo: number) => issueFormToken(secret, new Date(t.clock.now.getTime() - secondsAgo * 1000));

let n = 0;
const freshEmail = () => `visitor${(n += 1)}-${Date.now()}@example.org`;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Adaeze Okafor',
  email: freshEmail(),
  subject: 'Data availability for the cassava drought trial',
  message: 'Could the authors share the plot-level yield data behind Table 3 of the cassava drought article?',
  category: 'publication',
  formToken: tokenFrom(30),
  website: '',
  ...overrides,
});
const send = (payload: unknown, remoteAddress = uniqueAddress(), url = '/api/contact') => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: uniqueAddress() });
const messageCount = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
const list = async (query = '') => {
  const response = await call('GET', `/api/admin/contact-forms${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return contactMessagePageSchema.parse(response.json());
};
const idOf = async (email: string) => (await list(`?q=${encodeURIComponent(email)}`)).items[0]!.id;

describe('POST /api/contact (acting-side.md §2 /contact)', () => {
  it('without the office’s address set, stores the message and mails it to the admins, Reply-To the sender', async () => {
    const email = freshEmail();
    const response = await send(form({ email }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: M.sent });
    expect(M.sent).toBe("Thank you for your message! We'll get back to you within 24-48 hours.");
    const [mail] = mailTo(await t.sentMail(), admin.email).filter((m) => m.text.includes(email));
    expect(mail!.replyTo).toBe(email);
    expect(mail!.subject).toBe('Contact form: Data availability for the cassava drought trial');
  });

  it('with the office’s address set, mails the office alone: every field, Reply-To the sender, the dashboard link', async () => {
    await saveSetting(t.db, CONTACT_DETAILS_KEY, OFFICE, new Date());
    const email = freshEmail();
    const response = await send(form({ email: ` ${email.toUpperCase()} `, name: '  Adaeze Okafor ', subject: 'Line\r\nBcc: someone@example.org' }));
    expect(response.statusCode, response.body).toBe(201);
    const emls = await t.sentMail();
    expect(mailTo(emls, admin.email).filter((m) => m.text.includes(email))).toEqual([]);
    const [mail] = mailTo(emls, OFFICE.email).filter((m) => m.text.includes(email));
    expect(mail!.replyTo).toBe(email);
    // The sender's subject stays on one line: no header of theirs reaches the mail.
    expect(mail!.subject).toBe('Contact form: Line Bcc: someone@example.org');
    expect(mail!.text).toContain(`From: Adaeze Okafor <${email}>`);
    expect(mail!.text).toContain('Category: Published Articles');
    expect(mail!.text).toContain('plot-level yield data behind Table 3');
    const id = await idOf(email);
    expect(mail!.text).toContain(`http://journal.test/admin-dashboard?tab=contact-forms&message=${id}`);
    const detail = contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json());
    expect(detail).toMatchObject({ name: 'Adaeze Okafor', email, category: 'publication', status: 'unread', readAt: null, readBy: null, replies: [] });
  });

  it('files a message without a category, or with an empty one, under general; takes a trailing slash', async () => {
    const first = freshEmail();
    const second = freshEmail();
    expect((await send(form({ email: first, category: undefined }))).statusCode).toBe(201);
    expect((await send(form({ email: second, category: '' }), uniqueAddress(), '/api/contact/')).statusCode).toBe(201);
    for (const email of [first, second]) expect((await list(`?q=${encodeURIComponent(email)}`)).items[0]!.category).toBe('general');
  });

  it.each([
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: undefined }, M.nameRequired],
    ['email', { email: '' }, AUTH_MESSAGES.emailRequired],
    ['email', { email: undefined }, AUTH_MESSAGES.emailRequired],
    ['email', { email: 'adaeze.okafor' }, AUTH_MESSAGES.emailInvalid],
    ['email', { email: 'adaeze@ui' }, AUTH_MESSAGES.emailInvalid],
    ['subject', { subject: '' }, M.subjectRequired],
    ['subject', { subject: 7 }, M.subjectRequired],
    ['message', { message: '' }, M.messageRequired],
    ['message', { message: '          ' }, M.messageRequired],
    ['message', { message: undefined }, M.messageRequired],
    ['message', { message: 'Too short' }, M.messageTooShort],
    ['message', { message: '  123456789  ' }, M.messageTooShort],
    ['category', { category: 'marketing' }, M.categoryInvalid],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['message', { message: 'Hello there\u0000, editors' }, TEXT_NOT_ALLOWED],
  ])('refuses a bad %s (%j) with 400 and its field message, storing and mailing nothing', async (field, overrides, message) => {
    const before = await messageCount();
    const body = expectProblem(await send(form(overrides)), 400, message);
    expect(body.errors).toEqual({ [field]: [message] });
    expect(await messageCount()).toBe(before);
  });

  it('takes a message of exactly 10 characters', async () => {
    expect((await send(form({ message: '1234567890' }))).statusCode).toBe(201);
  });

  it('lists every missing field at once, and refuses a body that is not JSON', async () => {
    const body = expectProblem(await send({ formToken: tokenFrom(30) }), 400);
    expect(body.errors).toEqual({ name: [M.nameRequired], email: [AUTH_MESSAGES.emailRequired], subject: [M.subjectRequired], message: [M.messageRequired] });
    const broken = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":', remoteAddress: uniqueAddress() });
    expectProblem(broken, 400, 'The request body is not valid JSON.');
  });
});

describe('the spam guard (decision 0042)', () => {
  const refusedQuietly = async (overrides: Record<string, unknown>) => {
    const before = await messageCount();
    const email = freshEmail();
    const body = expectProblem(await send(form({ email, ...overrides })), 400, M.notSent);
    expect(body.errors).toBeUndefined();
    expect(await messageCount()).toBe(before);
    expect((await t.sentMail()).filter((eml) => eml.includes(email))).toEqual([]);
  };

  it('refuses a filled honeypot with the one sentence', async () => {
    await refusedQuietly({ website: 'https://cheap-seo.example.com' });
    await refusedQuietly({ website: ' x ' });
  });

  it(`refuses a message sent less than ${CONTACT_MIN_FILL_SECONDS} seconds after the page was made, and takes the same token once the time has passed`, async () => {
    const token = tokenFrom(0);
    await refusedQuietly({ formToken: token });
    await refusedQuietly({ formToken: tokenFrom(CONTACT_MIN_FILL_SECONDS - 0.5) });
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + CONTACT_MIN_FILL_SECONDS * 1000);
      expect((await send(form({ formToken: token }))).statusCode).toBe(201);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses a missing, forged, edited or expired token with the same sentence', async () => {
    await refusedQuietly({ formToken: undefined });
    await refusedQuietly({ formToken: '' });
    await refusedQuietly({ formToken: issueFormToken(new TextEncoder().encode('another-secret-of-another-site-000000'), new Date(t.clock.now.getTime() - 60_000)) });
    const [time, nonce, signature] = tokenFrom(60).split('.') as [string, string, string];
    await refusedQuietly({ formToken: `${(parseInt(time, 36) - 3_600_000).toString(36)}.${nonce}.${signature}` });
    await refusedQuietly({ formToken: tokenFrom(CONTACT_FORM_TOKEN_MAX_AGE_HOURS * 3600 + 1) });
    expect((await send(form({ formToken: tokenFrom(CONTACT_FORM_TOKEN_MAX_AGE_HOURS * 3600 - 60) }))).statusCode).toBe(201);
  });

  it('reports the fields’ messages before the guard’s', async () => {
    const body = expectProblem(await send(form({ name: '', formToken: undefined, website: 'spam' })), 400, M.nameRequired);
    expect(body.errors).toEqual({ name: [M.nameRequired] });
  });

  it('is rate-limited per client address like the other public forms: the 11th in 10 minutes gets 429 with a sentence', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expect((await send(form(), address)).statusCode).toBe(201);
    const before = await messageCount();
    const refused = await send(form(), address);
    expectProblem(refused, 429, M.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount()).toBe(before);
    expect((await send(form(), uniqueAddress())).statusCode).toBe(201);
  });
});

describe('the admins’ inbox (acting-side.md §2 /admin-dashboard Contact Forms, §7)', () => {
  const inbox = [
    { name: 'Chukwuma Obi', subject: 'Waiver for a student author', message: 'I am a master’s student at the University of Nigeria and would like to ask whether the student fee applies to me as the second author.', category: 'fees', minutesAgo: 300 },
    { name: 'Hannah Müller', subject: 'Reviewer invitation not received', message: 'An editor told me that I had been invited to review, but no invitation has arrived. 😊 Could you resend it?', category: 'review', minutesAgo: 200 },
    { name: 'Kwabena Asante', subject: 'Special issue proposal', message: 'We would like to propose a special issue on agroforestry and cocoa.', category: 'general', minutesAgo: 100 },
  ];
  const ids = new Map<string, number>();
  const domain = `inbox-${Date.now()}.example.org`;

  beforeAll(async () => {
    const start = t.clock.now;
    try {
      for (const item of inbox) {
        t.clock.now = new Date(start.getTime() - item.minutesAgo * 60_000);
        const email = `${item.name.split(' ')[0]!.toLowerCase()}@${domain}`;
        const response = await send(form({ ...item, minutesAgo: undefined, email, formToken: tokenFrom(60) }));
        expect(response.statusCode, response.body).toBe(201);
      }
    } finally {
      t.clock.now = start;
    }
    for (const item of (await list(`?q=${domain}`)).items) ids.set(item.name, item.id);
  });

  it('is for admins only: 401 without a session, 403 for editors and authors', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/contact-forms', undefined],
      ['GET', `/api/admin/contact-forms/${ids.get('Chukwuma Obi')}`, undefined],
      ['PUT', `/api/admin/contact-forms/${ids.get('Chukwuma Obi')}/read`, undefined],
      ['POST', `/api/admin/contact-forms/${ids.get('Chukwuma Obi')}/replies`, { body: 'Hello' }],
    ] as const) {
      expectProblem(await call(method, url, null, payload), 401, AUTH_MESSAGES.sessionRequired);
      for (const token of [editor, author]) expectProblem(await call(method, url, token, payload), 403, AUTH_MESSAGES.notAllowed);
    }
    expect((await list(`?q=${domain}`)).items.map((item) => item.status)).toEqual(['unread', 'unread', 'unread']);
  });

  it('lists newest first with the first 50 characters of each message, searches every field, and pages', async () => {
    const page = await list(`?q=${domain}`);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.name)).toEqual(['Kwabena Asante', 'Hannah Müller', 'Chukwuma Obi']);
    const chukwuma = page.items[2]!;
    expect(chukwuma.preview).toBe('I am a master’s student at the University of Niger…');
    expect(Array.from(chukwuma.preview.slice(0, -1))).toHaveLength(50);
    expect(page.items[0]!.preview).toBe('We would like to propose a special issue on agrofo…');
    expect(chukwuma).toMatchObject({ subject: 'Waiver for a student author', category: 'fees', status: 'unread', replies: 0 });
    expect(chukwuma).not.toHaveProperty('message');
    expect((await list('?q=agroforestry')).items.map((item) => item.name)).toContain('Kwabena Asante');
    expect((await list('?q=REVIEWER INVITATION')).items.map((item) => item.name)).toContain('Hannah Müller');
    expect((await list('?q=chukwuma@')).items.map((item) => item.name)).toEqual(['Chukwuma Obi']);
    expect((await list('?q=100%25')).total).toBe(0);
    const first = await list(`?q=${domain}&pageSize=2`);
    const second = await list(`?q=${domain}&pageSize=2&page=2`);
    expect([...first.items, ...second.items].map((item) => item.name)).toEqual(['Kwabena Asante', 'Hannah Müller', 'Chukwuma Obi']);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await list(`?q=${domain}&sort=oldest`)).items.map((item) => item.name)).toEqual(['Chukwuma Obi', 'Hannah Müller', 'Kwabena Asante']);
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of ['?page=0', '?pageSize=101', '?sort=name', '?status=archived', `?q=${'x'.repeat(201)}`]) {
      expectProblem(await call('GET', `/api/admin/contact-forms${query}`, admin.token), 400);
    }
  });

  it('gives the whole message, and 404 for a message that does not exist', async () => {
    const id = ids.get('Hannah Müller')!;
    const detail = contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json());
    expect(detail.message).toBe(inbox[1]!.message);
    expect(detail.status).toBe('unread');
    expectProblem(await call('GET', '/api/admin/contact-forms/2147483647', admin.token), 404, M.notFound);
    expectProblem(await call('GET', '/api/admin/contact-forms/0', admin.token), 404, M.notFound);
    expectProblem(await call('GET', '/api/admin/contact-forms/abc', admin.token), 400, M.invalidId);
  });

  it('marks a message as read (‘Marked as read’), once: the unread count drops, unread ones come first', async () => {
    const id = ids.get('Kwabena Asante')!;
    const before = (await list()).unread;
    const response = await call('PUT', `/api/admin/contact-forms/${id}/read`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, status: 'read', message: M.markedRead });
    expect(M.markedRead).toBe('Marked as read');
    expect((await list()).unread).toBe(before - 1);
    const detail = contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json());
    expect(detail).toMatchObject({ status: 'read', readAt: t.clock.now.toISOString(), readBy: { name: 'Ngozi Adeyemi' } });

    // Again: the same answer, the first reading kept.
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 60_000);
      expect((await call('PUT', `/api/admin/contact-forms/${id}/read/`, admin.token)).json()).toEqual({ id, status: 'read', message: M.markedRead });
    } finally {
      t.clock.now = start;
    }
    expect(contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json()).readAt).toBe(detail.readAt);
    expect((await list()).unread).toBe(before - 1);

    // Unread first: Kwabena's, the newest, now comes after the two unread ones.
    expect((await list(`?q=${domain}`)).items.map((item) => [item.name, item.status])).toEqual([
      ['Hannah Müller', 'unread'],
      ['Chukwuma Obi', 'unread'],
      ['Kwabena Asante', 'read'],
    ]);
    expect((await list(`?q=${domain}&status=read`)).items.map((item) => item.name)).toEqual(['Kwabena Asante']);
    expect((await list(`?q=${domain}&status=unread`)).items.map((item) => item.name)).toEqual(['Hannah Müller', 'Chukwuma Obi']);
    expectProblem(await call('PUT', '/api/admin/contact-forms/2147483647/read', admin.token), 404, M.notFound);
  });

  it('mails a reply to the sender (Reply-To the office), keeps it with the message and marks it read', async () => {
    const id = ids.get('Chukwuma Obi')!;
    const to = `chukwuma@${domain}`;
    const body = 'Thank you for asking. Yes: the student rate applies when the corresponding author is a student.\nPlease mention it in your cover letter.';
    const response = await call('POST', `/api/admin/contact-forms/${id}/replies`, admin.token, { body: `  ${body}  ` });
    expect(response.statusCode, response.body).toBe(201);
    const sent = contactReplySentSchema.parse(response.json());
    expect(sent).toEqual({ message: M.replySent(to), reply: { id: expect.any(Number), body, to, sentAt: t.clock.now.toISOString(), sentBy: { id: expect.any(Number), name: 'Ngozi Adeyemi' } } });

    const [mail] = mailTo(await t.sentMail(), to);
    expect(mail!.subject).toBe('Re: Waiver for a student author');
    expect(mail!.replyTo).toBe(OFFICE.email);
    expect(mail!.text).toContain('Dear Chukwuma Obi,');
    expect(mail!.text).toContain(body);
    expect(mail!.text).toContain('Ngozi Adeyemi\nThe editorial office, Journal of Agriculture and Life Sciences');
    expect(mail!.text).toContain('> I am a master’s student at the University of Nigeria');

    const detail = contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json());
    expect(detail).toMatchObject({ status: 'read', readBy: { name: 'Ngozi Adeyemi' } });
    expect(detail.replies).toEqual([sent.reply]);
    expect((await list(`?q=${domain}`)).items.find((item) => item.id === id)).toMatchObject({ status: 'read', replies: 1 });
  });

  it('refuses an empty or overlong reply with its field message, and a reply to no message with 404', async () => {
    const id = ids.get('Hannah Müller')!;
    for (const body of ['', '   ', undefined]) {
      const problem = expectProblem(await call('POST', `/api/admin/contact-forms/${id}/replies`, admin.token, { body }), 400, M.replyRequired);
      expect(problem.errors).toEqual({ body: [M.replyRequired] });
    }
    expectProblem(await call('POST', `/api/admin/contact-forms/${id}/replies`, admin.token, { body: 'x'.repeat(10_001) }), 400, 'Reply must be at most 10000 characters');
    expectProblem(await call('POST', '/api/admin/contact-forms/2147483647/replies', admin.token, { body: 'Hello' }), 404, M.notFound);
    expect(contactMessageDetailSchema.parse((await call('GET', `/api/admin/contact-forms/${id}`, admin.token)).json())).toMatchObject({ status: 'unread', replies: [] });
  });
});
