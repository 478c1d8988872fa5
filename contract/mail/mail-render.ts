/**
 * The mail templates' renderer (issue 15 "Mail templates"; decision 0054): a tiny strict one, no
 * logic. `{{name}}` is the only syntax; a value is inserted as plain text, in one pass, so a value
 * holding `{{x}}` stays as written. Mail is plain text (core/mail/mail-transport.ts sends text
 * only), so nothing is escaped. One rule stands for the optional parts of a mail: a line made of
 * one placeholder alone disappears when that value is empty (e.g. `{{doiLine}}`).
 */

const TOKEN = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;
const ALONE = /^\{\{([A-Za-z][A-Za-z0-9]*)\}\}$/;

export const MAIL_TEMPLATE_RENDER_MESSAGES = {
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `{{${name}}} is not a placeholder of this mail. Allowed: ${allowed.map((n) => `{{${n}}}`).join(', ')}.`,
  malformed: 'Write placeholders as {{name}}: two braces, the name, two braces, no spaces.',
} as const;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1]!))];
}

/** Problems of a template text: unknown placeholders (naming the allowed ones) and stray braces. */
export function templateTextProblems(text: string, allowed: readonly string[]): string[] {
  const problems = placeholdersIn(text)
    .filter((name) => !allowed.includes(name))
    .map((name) => MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder(name, allowed));
  const rest = text.replace(TOKEN, '');
  if (rest.includes('{{') || rest.includes('}}')) problems.push(MAIL_TEMPLATE_RENDER_MESSAGES.malformed);
  return problems;
}

/**
 * Fills a template. Every placeholder must have a value (a missing one is a programming error:
 * edits are checked against the template's list before they are stored).
 */
export function renderTemplateText(text: string, values: Readonly<Record<string, string>>): string {
  const valueOf = (name: string): string => {
    const value = values[name];
    if (value === undefined) throw new Error(`Mail template placeholder {{${name}}} has no value`);
    return value;
  };
  return text
    .split('\n')
    .filter((line) => {
      const alone = ALONE.exec(line);
      return !alone || valueOf(alone[1]!) !== '';
    })
    .map((line) => line.replace(TOKEN, (_, name: string) => valueOf(name)))
    .join('\n');
}
