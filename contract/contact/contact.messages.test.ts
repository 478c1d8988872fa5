import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, messagePreview } from './contact.messages';

describe('the admin list’s preview (acting-side.md §9: the first 50 characters)', () => {
  it('keeps a short message whole and cuts a long one at 50 characters with an ellipsis', () => {
    expect(messagePreview('Short note.')).toBe('Short note.');
    expect(messagePreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(messagePreview('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
    expect(CONTACT_LIMITS.preview).toBe(50);
  });

  it('counts characters as a reader does (an emoji is one) and reads line breaks as spaces', () => {
    expect(messagePreview(`${'😊'.repeat(50)}!`)).toBe(`${'😊'.repeat(50)}…`);
    expect(messagePreview('Dear editors,\nplease\tsee below.')).toBe('Dear editors, please see below.');
    expect(messagePreview(`${'a'.repeat(49)} tail`)).toBe(`${'a'.repeat(49)}…`);
  });
});
