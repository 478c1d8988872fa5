import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_MESSAGES, SUBSCRIBED_ANSWER } from '../../../contract/newsletter/newsletter.schema';
import { readMail } from '../../../tests/support/mail';
import { newsletterSubscriptions } from '../../../db/schema';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `reader${(n += 1)}-${Date.now()}@example.org`;
const subscribe = (payload: unknown, remoteAddress = uniqueAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: payload as object, remoteAddress });

async function mailsTo(email: string) {
  return (await t.sentMail()).map(readMail).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}
const rawMailsTo = async (email: string) => (await t.sentMail()).filter((eml) => readMail(eml).to.toLowerCase() === email.toLowerCase());
const linkIn = (text: string, page: 'confirm' | 'unsubscribe') => text.match(new RegExp(`http://journal\\.test/newsletter/${page}\\?token=([0-9]+\\.[A-Za-z0-9_.-]+)`))?.[1];
const follow = (page: 'confirm' | 'unsubscribe', token: string, options: { form?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter-subscriptions/${page}/${token}`,
    ...(options.form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } : {}),
    remoteAddress: uniqueAddress(),
  });

async function rowsFor(email: string) {
  return t.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
}

describe('POST /api/newsletter-subscriptions (reading-side.md §2 Information for readers)', () => {
  it('subscribes an address with the spec success message, asks it to confirm, and stores it lowercased, not yet confirmed', async () => {
    const email = freshEmail();
    const response = await subscribe({ email: email.toUpperCase(), name: '  Ngozi Okafor ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Subscription successful! You will receive notifications about new publications. ${M.confirmByMail}` });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, name: 'Ngozi Okafor', isActive: true, confirmedAt: null });
  });

  it('accepts a trailing slash and no name', async () => {
    const email = freshEmail();
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter-subscriptions/', payload: { email }, remoteAddress: uniqueAddress() });
    expect(response.statusCode).toBe(200);
    expect((await rowsFor(email))[0]?.name).toBeNull();
  });

  it('stores an address once whatever its case: a repeat succeeds without a second row or a second mail', async () => {
    const email = freshEmail();
    expect((await subscribe({ email })).statusCode).toBe(200);
    const again = await subscribe({ email: email.replace('reader', 'READER'), name: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SUBSCRIBED_ANSWER });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Please confirm your subscription to Journal of Agriculture and Life Sciences');
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const email = freshEmail();
    const responses = await Promise.all([subscribe({ email }), subscribe({ email: email.toUpperCase() })]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'reader@example' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 42 }, AUTH_MESSAGES.emailRequired],
  ])('refuses %j with 400 and the email field message', async (payload, message) => {
    const [before] = await t.db.select({ n: count() }).from(newsletterSubscriptions);
    const body = expectProblem(await subscribe(payload), 400, message);
    expect(body.errors).toEqual({ email: [message] });
    const [after] = await t.db.select({ n: count() }).from(newsletterSubscriptions);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a name longer than 120 characters and a body that is not JSON', async () => {
    const body = expectProblem(await subscribe({ email: freshEmail(), name: 'x'.repeat(121) }), 400);
    expect(Object.keys(body.errors ?? {})).toEqual(['name']);
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', headers: { 'content-type': 'application/json' }, payload: '{', remoteAddress: uniqueAddress() });
    expectProblem(response, 400);
  });

  it('is rate-limited like registration: the 11th request in 10 minutes from one address gets 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expect((await subscribe({ email: freshEmail() }, address)).statusCode).toBe(200);
    const email = freshEmail();
    const refused = await subscribe({ email }, address);
    expectProblem(refused, 429, NEWSLETTER_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await subscribe({ email }, uniqueAddress())).statusCode).toBe(200);
  });
});

describe('double opt-in and unsubscribing (decision 0043)', () => {
  it('sends nothing but the confirmation request until the link is followed, then a welcome with a one-click unsubscribe', async () => {
    const email = freshEmail();
    await subscribe({ email, name: 'Ngozi Okafor' });
    const [request] = await mailsTo(email);
    expect(request!.text).toContain('Dear Ngozi Okafor,');
    expect(request!.text).not.toContain('unsubscribe');
    const token = linkIn(request!.text, 'confirm')!;
    expect(token).toBeDefined();

    const confirmed = await follow('confirm', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: M.confirmed });
    expect((await rowsFor(email))[0]!.confirmedAt).not.toBeNull();
    // Followed again (a second click, a mail scanner): the same answer, no second welcome.
    expect((await follow('confirm', token)).json()).toEqual({ message: M.confirmed });
    const [, welcome, ...rest] = await mailsTo(email);
    expect(rest).toEqual([]);
    expect(welcome!.subject).toBe('Welcome to Journal of Agriculture and Life Sciences');
    const unsubscribeToken = linkIn(welcome!.text, 'unsubscribe')!;
    const raw = (await rawMailsTo(email))[1]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <http://journal.test/api/newsletter-subscriptions/unsubscribe/${unsubscribeToken}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // One click from the mail client (RFC 8058): a form post to the header's address.
    const clicked = await follow('unsubscribe', unsubscribeToken, { form: true });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ message: M.unsubscribed });
    expect((await rowsFor(email))[0]!.isActive).toBe(false);
    expect((await follow('unsubscribe', unsubscribeToken)).json()).toEqual({ message: M.unsubscribed });
    // The old confirmation link does not subscribe the address again.
    expectProblem(await follow('confirm', token), 404, M.confirmLinkInvalid);
  });

  it('asks an address that unsubscribed to confirm again, and sends at most one request an hour', async () => {
    const email = freshEmail();
    await subscribe({ email });
    await follow('confirm', linkIn((await mailsTo(email))[0]!.text, 'confirm')!);
    await t.db.update(newsletterSubscriptions).set({ isActive: false }).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    await subscribe({ email });
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: true, confirmedAt: null });
    expect((await mailsTo(email)).map((mail) => mail.subject.split(' ')[0])).toEqual(['Please', 'Welcome', 'Please']);
    await subscribe({ email });
    expect(await mailsTo(email)).toHaveLength(3);
    const clock = t.clock.now;
    t.clock.now = new Date(clock.getTime() + 61 * 60_000);
    await subscribe({ email });
    // (Read while the clock is still an hour on: the outbox sends what is due by its clock.)
    expect(await mailsTo(email)).toHaveLength(4);
    t.clock.now = clock;
  });

  it('refuses a changed, foreign, expired or malformed token with the page’s sentence', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const token = linkIn((await mailsTo(email))[0]!.text, 'confirm')!;
    expectProblem(await follow('confirm', `${token.slice(0, -2)}xx`), 404, M.confirmLinkInvalid);
    expectProblem(await follow('unsubscribe', token), 404, M.unsubscribeLinkInvalid);
    expectProblem(await follow('unsubscribe', '2147483647.abc'), 404, M.unsubscribeLinkInvalid);
    for (const bad of ['abc', '1', '12.a!b']) expectProblem(await follow('confirm', bad), 400);
    const clock = t.clock.now;
    t.clock.now = new Date(clock.getTime() + 8 * 86_400_000);
    expectProblem(await follow('confirm', token), 404, M.confirmLinkInvalid);
    t.clock.now = clock;
    expect((await follow('confirm', token)).statusCode).toBe(200);
  });
});
