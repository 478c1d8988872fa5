import { z } from 'zod';
import { firstBroken, requiredText, emailField } from '../auth/auth.schema';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { pageOf } from '../users/users.schema';
import {
  CONTACT_CATEGORIES,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS as L,
  CONTACT_MESSAGES as M,
  CONTACT_SORTS,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_CATEGORY,
} from './contact.messages';

export * from './contact.messages';

/**
 * The public contact form (acting-side.md §2 /contact, §3 "Contact submission", §5 "Public contact
 * form", §8) and the admin dashboard's Contact Forms tab (§2 /admin-dashboard, §7 GET
 * /admin/contact-forms, PUT /admin/contact-forms/{id}/read). Decision 0042. Every text is plain
 * text: stored as written, shown as text, never as markup.
 */

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** acting-side.md §5: required, then at least 10 characters (after trimming), one message at a time. */
const messageText = plainText({ error: M.messageRequired })
  .trim()
  .superRefine(
    firstBroken<string>([
      [(v) => v.length > 0, M.messageRequired],
      [(v) => v.length >= L.messageMin, M.messageTooShort],
      [(v) => v.length <= L.message, tooLong('Message', L.message)],
    ]),
  );

/** What the visitor fills in: name, email, subject, message, and the category (general unless chosen). */
export const contactFormSchema = z.object({
  name: requiredText(M.nameRequired, 'Name', L.name),
  email: emailField,
  subject: requiredText(M.subjectRequired, 'Subject', L.subject),
  message: messageText,
  category: z.preprocess(blankAsMissing, z.enum(CONTACT_CATEGORIES, { error: M.categoryInvalid }).default(DEFAULT_CONTACT_CATEGORY)),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * POST /api/contact: the form, plus the spam guard's two fields (decision 0042): the signed form
 * token the page was given, and the honeypot people leave empty. Both are checked by the service,
 * after the fields, and refused with one sentence (CONTACT_MESSAGES.notSent).
 */
export const contactSubmissionSchema = contactFormSchema.extend({
  formToken: z.string().max(500).optional(),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;

/** The answer to every stored message: acting-side.md §8's sentence. */
export const contactSentSchema = z.object({ message: z.literal(M.sent) });
export type ContactSent = z.infer<typeof contactSentSchema>;

/** GET /api/admin/contact-forms: paged, searched (name, email, subject, message), filtered and sorted on the server. */
export const contactMessagesQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  status: z.preprocess(blankAsMissing, z.enum(['all', ...CONTACT_STATUSES]).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(CONTACT_SORTS).default('unread-first')),
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** A row of the list: the first 50 characters of the message (acting-side.md §9), never the whole of it. */
export const contactMessageRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  status: z.enum(CONTACT_STATUSES),
  preview: z.string(),
  createdAt: z.string(),
  replies: z.number().int(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** The page, and how many messages are unread in all (the tab's badge). */
export const contactMessagePageSchema = pageOf(contactMessageRowSchema).extend({ unread: z.number().int() });
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

export const contactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  to: z.string(),
  sentAt: z.string(),
  sentBy: personRef.nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** GET /api/admin/contact-forms/{id}: the whole message, who read it and when, and the replies sent, oldest first. */
export const contactMessageDetailSchema = contactMessageRowSchema.omit({ preview: true, replies: true }).extend({
  message: z.string(),
  readAt: z.string().nullable(),
  readBy: personRef.nullable(),
  replies: z.array(contactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

/** PUT /api/admin/contact-forms/{id}/read: 'Marked as read' (acting-side.md §8); marking a read message again changes nothing. */
export const contactMarkedReadSchema = z.object({ id: z.number().int(), status: z.literal('read'), message: z.literal(M.markedRead) });
export type ContactMarkedRead = z.infer<typeof contactMarkedReadSchema>;

/** POST /api/admin/contact-forms/{id}/replies: the reply's text, mailed to the sender and kept with the message. */
export const contactReplyFormSchema = z.object({
  body: plainText({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(L.reply, tooLong('Reply', L.reply)),
});
export type ContactReplyInput = z.input<typeof contactReplyFormSchema>;

export const contactReplySentSchema = z.object({ message: z.string(), reply: contactReplySchema });
export type ContactReplySent = z.infer<typeof contactReplySentSchema>;
