import { describe, expect, it } from 'vitest';
import { registrationSchema } from '../auth/auth.schema';
import { paperSearchQuerySchema } from '../papers/papers.schema';
import { submissionAuthorSchema } from '../papers/submission.schema';
import { findDisallowedText, isAllowedText, plainText, TEXT_NOT_ALLOWED } from './text';

describe('isAllowedText: the one text rule (NUL, C0 controls, lone surrogates)', () => {
  it.each(['', 'Maize yields', 'line one\nline two\r\n\tindented', 'Ñandú, 玉米, 😀', '\u007f\u0085\u00a0\u202e', '\ud83d\ude00'])('allows %j', (text) => {
    expect(isAllowedText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b[2J', '\u001f', '\ud800', 'x\udbff', '\udc00', 'x\udfffy', '\ude00\ud83d'])('refuses %j', (text) => {
    expect(isAllowedText(text)).toBe(false);
  });
});

describe('plainText', () => {
  it('reports only the rule, before required or length messages', () => {
    const schema = plainText({ error: 'Title is required' }).trim().min(1, 'Title is required').max(3, 'Too long');
    expect(schema.safeParse('much too long\u0000').error?.issues.map((i) => i.message)).toEqual([TEXT_NOT_ALLOWED]);
    expect(schema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['Title is required']);
    expect(schema.parse(' ok ')).toBe('ok');
  });

  it('is what the forms validate with: registration, submission authors, search', () => {
    const registration = registrationSchema.safeParse({ firstName: 'A\u0000', lastName: 'B', email: 'a\u0001@b.org', password: 'x', confirmPassword: 'x', institution: 'I' });
    const messages = Object.fromEntries(registration.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({ firstName: TEXT_NOT_ALLOWED, email: TEXT_NOT_ALLOWED });
    expect(submissionAuthorSchema.safeParse({ name: 'N\ud800', email: 'n@example.org', affiliation: 'U' }).error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED);
    expect(paperSearchQuerySchema.safeParse({ author: 'Bello\u0000' }).error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED);
  });
});

describe('findDisallowedText', () => {
  it('finds the text anywhere in a parsed value, keys included, and gives its path', () => {
    expect(findDisallowedText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual({ path: ['b', '1', 'c'] });
    expect(findDisallowedText({ a: { 'k\u0001': 1 } })).toEqual({ path: ['a'] });
    expect(findDisallowedText(['\ud800'])).toEqual({ path: ['0'] });
    expect(findDisallowedText('\u0000')).toEqual({ path: [] });
  });

  it('passes clean values, numbers, nulls and bytes', () => {
    expect(findDisallowedText({ a: 'tab\there', n: 1, z: null, t: true, u: undefined })).toBeNull();
    expect(findDisallowedText(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findDisallowedText(undefined)).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findDisallowedText(deep)?.path).toHaveLength(100_000);
  });
});
