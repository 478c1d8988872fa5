import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages';
import { newsletterSubscriptionSchema } from './newsletter.schema';

describe('newsletterSubscriptionSchema', () => {
  it('lowercases the address and keeps an optional name', () => {
    expect(newsletterSubscriptionSchema.parse({ email: ' Reader@Example.ORG ', name: ' Ada ' })).toEqual({ email: 'reader@example.org', name: 'Ada' });
    expect(newsletterSubscriptionSchema.parse({ email: 'reader@example.org' })).toEqual({ email: 'reader@example.org' });
  });

  it.each([
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %j with the spec message', (input, message) => {
    const result = newsletterSubscriptionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['email', message]]);
  });
});
