import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_RENDER_MESSAGES, placeholdersIn, renderTemplateText, templateTextProblems } from './mail-render';
import { COMMON_MAIL_PLACEHOLDERS, findMailTemplate, MAIL_TEMPLATES, sampleValuesOf } from './mail-templates';

/** The mail templates' renderer and registry (decision 0054). */
describe('renderTemplateText', () => {
  it('fills placeholders, inserting values as plain text in one pass', () => {
    expect(renderTemplateText('Dear {{name}}, see {{link}}.', { name: '{{link}} <b>&', link: 'https://x' })).toBe('Dear {{link}} <b>&, see https://x.');
  });

  it('drops a line holding one placeholder alone when its value is empty, and keeps it otherwise', () => {
    const text = 'A\n{{note}}\nB';
    expect(renderTemplateText(text, { note: '' })).toBe('A\nB');
    expect(renderTemplateText(text, { note: '\nnote' })).toBe('A\n\nnote\nB');
    expect(renderTemplateText('A {{note}}\nB', { note: '' })).toBe('A \nB');
  });

  it('throws for a placeholder without a value (a programming error, never an edit)', () => {
    expect(() => renderTemplateText('{{missing}}', {})).toThrow('{{missing}}');
  });
});

describe('templateTextProblems', () => {
  it('refuses an unknown placeholder, naming the allowed ones', () => {
    expect(templateTextProblems('Hi {{name}} {{secret}}', ['name', 'link'])).toEqual([MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder('secret', ['name', 'link'])]);
    expect(MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder('secret', ['name', 'link'])).toBe('{{secret}} is not a placeholder of this mail. Allowed: {{name}}, {{link}}.');
  });

  it('refuses stray or spaced braces', () => {
    expect(templateTextProblems('Hi {{ name }}', ['name'])).toEqual([MAIL_TEMPLATE_RENDER_MESSAGES.malformed]);
    expect(templateTextProblems('Hi {{name', ['name'])).toEqual([MAIL_TEMPLATE_RENDER_MESSAGES.malformed]);
    expect(templateTextProblems('Hi {{name}}', ['name'])).toEqual([]);
  });
});

describe('the registry', () => {
  it('has unique keys that can stand in a path', () => {
    const keys = MAIL_TEMPLATES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(findMailTemplate('password-reset')?.title).toBe('Password reset');
    expect(findMailTemplate('nope')).toBeUndefined();
  });

  it.each(MAIL_TEMPLATES.map((t) => [t.key, t] as const))('%s uses only its listed placeholders, each listed one is used, and it renders with its samples', (_, template) => {
    const allowed = template.placeholders.map((p) => p.name);
    expect(templateTextProblems(template.subject, allowed)).toEqual([]);
    expect(templateTextProblems(template.body, allowed)).toEqual([]);
    const used = new Set([...placeholdersIn(template.subject), ...placeholdersIn(template.body)]);
    const own = allowed.filter((name) => !COMMON_MAIL_PLACEHOLDERS.some((c) => c.name === name));
    for (const name of own) expect(used, name).toContain(name);
    const values = sampleValuesOf(template);
    const subject = renderTemplateText(template.subject, values);
    const body = renderTemplateText(template.body, values);
    expect(subject).not.toContain('{{');
    expect(subject).not.toContain('\n');
    expect(body).not.toContain('{{');
    expect(body.length).toBeGreaterThan(0);
  });
});
