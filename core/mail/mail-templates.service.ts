import { renderTemplateText, templateTextProblems } from '../../contract/mail/mail-render';
import {
  findMailTemplate,
  MAIL_TEMPLATES,
  sampleValuesOf,
  type MailTemplateDefinition,
  type MailTemplateKey,
  type MailTemplateValues,
} from '../../contract/mail/mail-templates';
import {
  mailTemplateEditSchema,
  MAIL_TEMPLATE_MESSAGES as M,
  type MailTemplateDetail,
  type MailTemplateEditInput,
  type MailTemplatePreview,
  type MailTemplateSaved,
  type MailTemplateSummary,
} from '../../contract/mail/mail-templates.schema';
import { getJournalIdentity } from '../settings/journal-settings.service';
import type { Db } from '../../db/client';
import { requireActor, type Ctx, type CoreSettings } from '../context';
import { AppError, type FieldErrors } from '../errors';
import { deleteMailTemplateOverride, listMailTemplateOverrides, upsertMailTemplateOverride, type MailTemplateOverride } from './mail-templates.repo';

/**
 * The mail templates (issue 15 "Mail templates"; decision 0054). Every module that sends mail
 * renders it here, inside its own transaction: the admin's override when there is one, else the
 * default of contract/mail/mail-templates.ts, with the journal's facts filled in.
 */

type FactsCtx = { settings: Pick<CoreSettings, 'journalName' | 'publicUrl'> };

export interface JournalMailFacts {
  journalName: string;
}

/**
 * The one source of the journal's facts that mail prints: the journal settings (decision 0053).
 * `db` is the caller's transaction, so a mail sees the settings it commits with.
 */
export async function journalMailFacts(_ctx: FactsCtx, db: Db): Promise<JournalMailFacts> {
  return { journalName: (await getJournalIdentity({ db })).name };
}

export interface RenderedMail {
  subject: string;
  text: string;
}

export type MailRenderer = <K extends MailTemplateKey>(key: K, values: MailTemplateValues<K>) => RenderedMail;

function requireTemplate(key: string): MailTemplateDefinition {
  const template = findMailTemplate(key);
  if (!template) throw new AppError('NOT_FOUND', M.notFound);
  return template;
}

/** Renders any number of mails with one read of the overrides and facts (a worker's batch). */
export async function mailRenderer(ctx: FactsCtx, tx: Db): Promise<MailRenderer> {
  const [overrides, facts] = await Promise.all([listMailTemplateOverrides(tx), journalMailFacts(ctx, tx)]);
  const byKey = new Map(overrides.map((o) => [o.key, o]));
  const common = { journalName: facts.journalName, siteUrl: ctx.settings.publicUrl };
  return (key, values) => {
    const template = requireTemplate(key);
    const text = byKey.get(key) ?? template;
    const all = { ...(values as Record<string, string>), ...common };
    return { subject: renderTemplateText(text.subject, all), text: renderTemplateText(text.body, all) };
  };
}

/** One mail's subject and text, from its template (call inside the transaction that queues it). */
export async function renderMail<K extends MailTemplateKey>(ctx: FactsCtx, tx: Db, key: K, values: MailTemplateValues<K>): Promise<RenderedMail> {
  return (await mailRenderer(ctx, tx))(key, values);
}

function summaryOf(template: MailTemplateDefinition, override: MailTemplateOverride | undefined): MailTemplateSummary {
  return { key: template.key, title: template.title, when: template.when, edited: Boolean(override), updatedAt: override?.updatedAt.toISOString() ?? null };
}

function detailOf(template: MailTemplateDefinition, override: MailTemplateOverride | undefined): MailTemplateDetail {
  return {
    ...summaryOf(template, override),
    placeholders: template.placeholders,
    subject: override?.subject ?? template.subject,
    body: override?.body ?? template.body,
    defaultSubject: template.subject,
    defaultBody: template.body,
    updatedBy: override?.updatedBy ?? null,
  };
}

async function overrideOf(db: Db, key: string): Promise<MailTemplateOverride | undefined> {
  return (await listMailTemplateOverrides(db)).find((o) => o.key === key);
}

/** GET /api/admin/mail-templates: every template, edited or default. */
export async function listMailTemplates(ctx: Ctx): Promise<MailTemplateSummary[]> {
  const overrides = new Map((await listMailTemplateOverrides(ctx.db)).map((o) => [o.key, o]));
  return MAIL_TEMPLATES.map((t) => summaryOf(t, overrides.get(t.key)));
}

/** GET /api/admin/mail-templates/{key}. */
export async function getMailTemplate(ctx: Ctx, key: string): Promise<MailTemplateDetail> {
  const template = requireTemplate(key);
  return detailOf(template, await overrideOf(ctx.db, key));
}

/** The draft, checked: the contract's field rules, then the placeholders against the template's list. */
function checkedDraft(template: MailTemplateDefinition, input: MailTemplateEditInput) {
  const draft = mailTemplateEditSchema.parse(input);
  const allowed = template.placeholders.map((p) => p.name);
  const errors: FieldErrors = {};
  for (const field of ['subject', 'body'] as const) {
    const problems = templateTextProblems(draft[field], allowed);
    if (problems.length > 0) errors[field] = problems;
  }
  const problems = Object.values(errors).flat();
  if (problems.length > 0) throw new AppError('BAD_INPUT', problems.length === 1 ? problems[0]! : M.placeholderProblems, errors);
  return draft;
}

/** PUT /api/admin/mail-templates/{key}: the admin's text is in force for the next mail of that kind. */
export async function saveMailTemplate(ctx: Ctx, key: string, input: MailTemplateEditInput): Promise<MailTemplateSaved> {
  const actor = requireActor(ctx);
  const template = requireTemplate(key);
  const draft = checkedDraft(template, input);
  await upsertMailTemplateOverride(ctx.db, { key, subject: draft.subject, body: draft.body, updatedAt: ctx.clock(), updatedById: actor.id });
  return { message: M.saved, template: detailOf(template, await overrideOf(ctx.db, key)) };
}

/** DELETE /api/admin/mail-templates/{key}: back to the default (deleting the override). */
export async function resetMailTemplate(ctx: Ctx, key: string): Promise<MailTemplateSaved> {
  requireActor(ctx);
  const template = requireTemplate(key);
  await deleteMailTemplateOverride(ctx.db, key);
  return { message: M.reset, template: detailOf(template, undefined) };
}

/** POST /api/admin/mail-templates/{key}/preview: the draft with the sample values; nothing is stored. */
export async function previewMailTemplate(ctx: Ctx, key: string, input: MailTemplateEditInput): Promise<MailTemplatePreview> {
  const template = requireTemplate(key);
  const draft = checkedDraft(template, input);
  const facts = await journalMailFacts(ctx, ctx.db);
  const values = { ...sampleValuesOf(template), journalName: facts.journalName, siteUrl: ctx.settings.publicUrl };
  return { subject: renderTemplateText(draft.subject, values), text: renderTemplateText(draft.body, values) };
}
