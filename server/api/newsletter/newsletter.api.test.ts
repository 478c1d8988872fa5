import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { NEWSLETTER_MESSAGES } from '../../../contract/newsletter/newsletter.schema';
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

async function rowsFor(email: string) {
  return t.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
}

describe('POST /api/newsletter-subscriptions (reading-side.md §2 Information for readers)', () => {
  it('subscribes an address with the spec success message and stores it lowercased, active', async () => {
    const email = freshEmail();
    const response = await subscribe({ email: email.toUpperCase(), name: '  Ngozi Okafor ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Subscription successful! You will receive notifications about new publications.' });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, name: 'Ngozi Okafor', isActive: true });
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
    expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBeNull();
    const mails = (await t.sentMail()).filter((mail) => mail.toLowerCase().includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('You will receive notifications about new publications.');
  });

  it('turns an unsubscribed address back on', async () => {
    const email = freshEmail();
    await subscribe({ email });
    await t.db.update(newsletterSubscriptions).set({ isActive: false }).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    expect((await subscribe({ email })).statusCode).toBe(200);
    expect((await rowsFor(email))[0]?.isActive).toBe(true);
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
