import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES as M,
  contactReplyFormSchema,
  contactSubmissionSchema,
  messagePreview,
  type ContactMarkedRead,
  type ContactMessageDetail,
  type ContactMessagePage,
  type ContactMessagesQuery,
  type ContactReplyInput,
  type ContactReplySent,
  type ContactSent,
  type ContactSubmissionInput,
} from '../../contract/contact/contact.schema';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { getContactDetails } from '../settings/settings.service';
import { queueMessageReceived, queueReply } from './contact-mail';
import {
  countUnread,
  findContactMessage,
  insertContactMessage,
  insertContactReply,
  listAdminAddresses,
  listContactMessageRows,
  listContactReplies,
  lockContactMessage,
  markContactMessageRead as markRead,
} from './contact.repo';
import { checkFormToken, issueFormToken } from './form-token';

/**
 * The contact form and the office's inbox (acting-side.md §2 /contact and /admin-dashboard
 * "Contact Forms", §3, §5, §7, §8; issue 15; decision 0042): a visitor's message is stored and
 * mailed to the editorial office; admins read it, mark it read and reply by mail from the
 * dashboard, the reply kept with the message.
 */

/** The signed, time-stamped token a rendering of /contact carries (the spam guard's clock). */
export function issueContactFormToken(ctx: Pick<Ctx, 'settings' | 'clock'>): string {
  return issueFormToken(ctx.settings.jwtSecret, ctx.clock());
}

const personName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * POST /api/contact. The fields are checked first (their messages help people); then the spam
 * guard: the honeypot must be empty and the form token this server's, between the minimum fill
 * time and its maximum age. Every guard failure is the same 400 sentence (CONTACT_MESSAGES.notSent).
 */
export async function submitContactMessage(ctx: Ctx, input: ContactSubmissionInput): Promise<ContactSent> {
  const { formToken, [CONTACT_HONEYPOT_FIELD]: honeypot, ...form } = contactSubmissionSchema.parse(input);
  const now = ctx.clock();
  if ((honeypot ?? '').trim() !== '' || checkFormToken(ctx.settings.jwtSecret, formToken, now) !== 'ok') throw new AppError('BAD_INPUT', M.notSent);
  await ctx.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, { ...form, createdAt: now });
    const office = await getContactDetails({ db: tx });
    const recipients = office ? [office.email] : await listAdminAddresses(tx);
    await queueMessageReceived(ctx, tx, recipients, { id, ...form });
  });
  return { message: M.sent };
}

/** How many messages nobody has read yet (the badge beside the Contact Forms tab). */
export async function countUnreadContactMessages(ctx: Ctx): Promise<number> {
  requireActor(ctx);
  return countUnread(ctx.db);
}

/** GET /api/admin/contact-forms: one page, each message cut to its preview, and the unread count. */
export async function listContactMessages(ctx: Ctx, query: ContactMessagesQuery): Promise<ContactMessagePage> {
  requireActor(ctx);
  const { rows, total, unread } = await listContactMessageRows(ctx.db, query);
  return {
    items: rows.map(({ opening, createdAt, ...row }) => ({ ...row, preview: messagePreview(opening), createdAt: createdAt.toISOString() })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    unread,
  };
}

async function detailOf(db: Db, id: number): Promise<ContactMessageDetail> {
  const [row, replies] = await Promise.all([findContactMessage(db, id), listContactReplies(db, id)]);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const readBy = personName(row.readerFirstName, row.readerLastName);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    readBy: row.readById !== null && readBy !== null ? { id: row.readById, name: readBy } : null,
    replies: replies.map((reply) => {
      const sender = personName(reply.senderFirstName, reply.senderLastName);
      return {
        id: reply.id,
        body: reply.body,
        to: reply.toAddress,
        sentAt: reply.sentAt.toISOString(),
        sentBy: reply.sentById !== null && sender !== null ? { id: reply.sentById, name: sender } : null,
      };
    }),
  };
}

/** GET /api/admin/contact-forms/{id}: the whole message and its replies. Reading it does not mark it read: Mark as Read does. */
export async function getContactMessage(ctx: Ctx, id: number): Promise<ContactMessageDetail> {
  requireActor(ctx);
  return detailOf(ctx.db, id);
}

/** PUT /api/admin/contact-forms/{id}/read: unread → read (acting-side.md §4); again on a read message, the same answer. */
export async function markContactMessageRead(ctx: Ctx, id: number): Promise<ContactMarkedRead> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockContactMessage(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    await markRead(tx, id, actor.id, ctx.clock());
  });
  return { id, status: 'read', message: M.markedRead };
}

/**
 * POST /api/admin/contact-forms/{id}/replies: the reply is mailed to the sender (Reply-To the
 * office, or the admin when the journal has no office address), kept with the message, and the
 * message counts as read.
 */
export async function replyToContactMessage(ctx: Ctx, id: number, input: ContactReplyInput): Promise<ContactReplySent> {
  const actor = requireActor(ctx);
  const { body } = contactReplyFormSchema.parse(input);
  const now = ctx.clock();
  const adminName = `${actor.firstName} ${actor.lastName}`.trim();
  const replyId = await ctx.db.transaction(async (tx) => {
    const message = await lockContactMessage(tx, id);
    if (!message) throw new AppError('NOT_FOUND', M.notFound);
    const inserted = await insertContactReply(tx, { messageId: id, body, toAddress: message.email, sentById: actor.id, sentAt: now });
    await markRead(tx, id, actor.id, now);
    const office = await getContactDetails({ db: tx });
    await queueReply(ctx, tx, {
      to: message.email,
      replyTo: office?.email ?? actor.email,
      senderName: message.name,
      adminName,
      subject: message.subject,
      body,
      original: { message: message.message, sentAt: message.createdAt },
    });
    return { id: inserted, to: message.email };
  });
  return {
    message: M.replySent(replyId.to),
    reply: { id: replyId.id, body, to: replyId.to, sentAt: now.toISOString(), sentBy: { id: actor.id, name: adminName } },
  };
}
