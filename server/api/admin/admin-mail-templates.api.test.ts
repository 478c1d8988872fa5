import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { MAIL_TEMPLATE_RENDER_MESSAGES } from '../../../contract/mail/mail-render';
import { findMailTemplate, MAIL_TEMPLATES } from '../../../contract/mail/mail-templates';
import {
  MAIL_TEMPLATE_MESSAGES as M,
  mailTemplateDetailSchema,
  mailTemplateListSchema,
  mailTemplatePreviewSchema,
  mailTemplateSavedSchema,
} from '../../../contract/mail/mail-templates.schema';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * The content manager's mail templates (issue 15 "Mail templates"; decision 0054), on PGlite and
 * PostgreSQL: the list, an edit that the next password-reset mail uses, the reset to the default,
 * the preview that stores nothing, placeholder checks and who may call.
 */
let t: TestApp;
let admin: string;
let editor: string;
let author: string;
let member: { email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await t.createUser('ADMIN', { firstName: 'Ngozi', lastName: 'Adeyemi' })).email);
  editor = await t.login((await t.createUser('EDITOR')).email);
  author = await t.login((await t.createUser('AUTHOR')).email);
  member = await t.createUser('AUTHOR', { firstName: 'Chinedu', lastName: 'Eze' });
});
afterAll(() => t.close());

const url = (key: string, rest = '') => `/api/admin/mail-templates/${key}${rest}`;
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
const resetMailsTo = async (email: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: uniqueAddress() });
  expect(response.statusCode).toBe(202);
  return mailTo(await t.sentMail(), email);
};

const edited = {
  subject: 'New password for {{journalName}}',
  body: 'Hello {{recipientName}},\n\nChoose a new password here:\n{{link}}\n\n{{journalName}}',
};

describe('reading', () => {
  it('lists every template as default, in the registry order', async () => {
    const response = await call('GET', '/api/admin/mail-templates');
    expect(response.statusCode).toBe(200);
    const list = mailTemplateListSchema.parse(response.json());
    expect(list.map((item) => item.key)).toEqual(MAIL_TEMPLATES.map((item) => item.key));
    expect(list.find((item) => item.key === 'password-reset')).toEqual({
      key: 'password-reset',
      title: 'Password reset',
      when: findMailTemplate('password-reset')!.when,
      edited: false,
      updatedAt: null,
    });
  });

  it('gives one template with its placeholders and samples; 404 for an unknown key, 400 for one that cannot be a key', async () => {
    const detail = mailTemplateDetailSchema.parse((await call('GET', url('password-reset'))).json());
    expect(detail.subject).toBe('Reset your password - {{journalName}}');
    expect(detail.body).toBe(detail.defaultBody);
    expect(detail.placeholders.map((p) => p.name)).toEqual(['recipientName', 'link', 'journalName', 'siteUrl']);
    expectProblem(await call('GET', url('no-such-mail')), 404, M.notFound);
    expectProblem(await call('GET', url('Not_A_Key')), 400, M.invalidKey);
    expectProblem(await call('PUT', url('no-such-mail'), admin, edited), 404, M.notFound);
    expectProblem(await call('DELETE', url('no-such-mail')), 404, M.notFound);
    expectProblem(await call('POST', url('no-such-mail', '/preview'), admin, edited), 404, M.notFound);
  });
});

describe('editing', () => {
  it('the default is today’s text: a reset mail reads as before any edit', async () => {
    const [mail] = await resetMailsTo(member.email);
    expect(mail!.subject).toBe(`Reset your password - ${JOURNAL_NAME}`);
    expect(mail!.text).toContain('Dear Chinedu Eze,\n\nSomeone asked to reset the password of your account at');
  });

  it('an edit is used by the next mail of that kind; a reset restores the default', async () => {
    const saved = await call('PUT', url('password-reset'), admin, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = mailTemplateSavedSchema.parse(saved.json());
    expect(body.message).toBe(M.saved);
    expect(body.template).toMatchObject({ edited: true, subject: edited.subject, body: edited.body, updatedBy: 'Ngozi Adeyemi' });
    const list = mailTemplateListSchema.parse((await call('GET', '/api/admin/mail-templates')).json());
    expect(list.find((item) => item.key === 'password-reset')?.edited).toBe(true);

    const mails = await resetMailsTo(member.email);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`New password for ${JOURNAL_NAME}`);
    expect(mail.text).toMatch(/^Hello Chinedu Eze,\n\nChoose a new password here:\n\S+\/reset-password\?token=\S+\n\nJournal of Agriculture and Life Sciences\s*$/);
    expect(mail.text).not.toContain('Someone asked to reset');

    const reset = await call('DELETE', url('password-reset'));
    expect(reset.statusCode).toBe(200);
    expect(mailTemplateSavedSchema.parse(reset.json())).toMatchObject({ message: M.reset, template: { edited: false, subject: 'Reset your password - {{journalName}}', updatedBy: null } });
    const after = (await resetMailsTo(member.email)).at(-1)!;
    expect(after.subject).toBe(`Reset your password - ${JOURNAL_NAME}`);
  });

  it('prints the journal’s name as the journal settings give it, at once', async () => {
    const identity = { name: 'Journal of Tropical Agriculture', shortName: 'JTA', issnPrint: null, issnOnline: null, publisher: 'Faculty of Agriculture' };
    const saved = await call('PUT', '/api/admin/settings/identity', admin, identity);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const mail = (await resetMailsTo(member.email)).at(-1)!;
      expect(mail.subject).toBe('Reset your password - Journal of Tropical Agriculture');
      expect(mail.text).toContain('your account at Journal of Tropical Agriculture.');
    } finally {
      const restored = await call('PUT', '/api/admin/settings/identity', admin, { ...identity, name: JOURNAL_NAME, shortName: 'JALS' });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('refuses an unknown placeholder with 400 naming the allowed ones, and stores nothing', async () => {
    const response = await call('PUT', url('password-reset'), admin, { subject: 'Hi {{password}}', body: edited.body });
    const allowed = ['recipientName', 'link', 'journalName', 'siteUrl'];
    expectProblem(response, 400, MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder('password', allowed));
    expect(response.json().errors).toEqual({ subject: [MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder('password', allowed)] });
    expect(mailTemplateDetailSchema.parse((await call('GET', url('password-reset'))).json()).edited).toBe(false);
  });

  it('answers 400 with field messages for an empty or two-line subject and an empty body', async () => {
    const response = await call('PUT', url('password-reset'), admin, { subject: 'a\nb', body: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ subject: [M.subjectOneLine], body: [M.bodyRequired] });
    expect((await call('PUT', url('password-reset'), admin, {})).statusCode).toBe(400);
  });
});

describe('preview', () => {
  it('renders a draft with the sample values and saves nothing', async () => {
    const response = await call('POST', url('password-reset', '/preview'), admin, edited);
    expect(response.statusCode, response.body).toBe(200);
    const preview = mailTemplatePreviewSchema.parse(response.json());
    expect(preview.subject).toBe(`New password for ${JOURNAL_NAME}`);
    expect(preview.text).toContain('Hello Chinedu Eze,');
    expect(preview.text).toContain(findMailTemplate('password-reset')!.placeholders.find((p) => p.name === 'link')!.sample);
    expect(mailTemplateDetailSchema.parse((await call('GET', url('password-reset'))).json()).edited).toBe(false);
    expect((await call('POST', url('password-reset', '/preview'), admin, { subject: '{{nope}}', body: 'x' })).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses editors and authors (403) and anonymous callers (401)', async () => {
    for (const token of [editor, author]) {
      expect((await call('GET', '/api/admin/mail-templates', token)).statusCode).toBe(403);
      expect((await call('GET', url('password-reset'), token)).statusCode).toBe(403);
      expect((await call('PUT', url('password-reset'), token, edited)).statusCode).toBe(403);
      expect((await call('DELETE', url('password-reset'), token)).statusCode).toBe(403);
      expect((await call('POST', url('password-reset', '/preview'), token, edited)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/mail-templates', null)).statusCode).toBe(401);
    expect(mailTemplateDetailSchema.parse((await call('GET', url('password-reset'))).json()).edited).toBe(false);
  });
});
