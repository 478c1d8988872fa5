import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ContactCategory, ContactStatus } from '../../contract/contact/contact.messages';
import type { ContactMessagesQuery } from '../../contract/contact/contact.schema';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { contactMessages, contactReplies, users } from '../../db/schema';

/** The contact form's messages and the admins' replies (decision 0042). */

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
  createdAt: Date;
}

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

function listFilter(query: Pick<ContactMessagesQuery, 'q' | 'status'>): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    query.status === 'all' ? undefined : eq(contactMessages.status, query.status),
    pattern
      ? or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.subject, pattern), ilike(contactMessages.message, pattern))
      : undefined,
  );
}

const ORDER: Record<ContactMessagesQuery['sort'], SQL[]> = {
  // 'unread' sorts after 'read': descending puts it first (contact_messages_status_created_idx read backwards).
  'unread-first': [desc(contactMessages.status), desc(contactMessages.createdAt), desc(contactMessages.id)],
  newest: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  oldest: [asc(contactMessages.createdAt), asc(contactMessages.id)],
};

/** One page of the list: the first 51 characters of each message (enough for the preview), and the replies' count. */
export async function listContactMessageRows(db: Db, query: ContactMessagesQuery) {
  const where = listFilter(query);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        category: contactMessages.category,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
        opening: sql<string>`left(${contactMessages.message}, 51)`,
        // Written out whole: drizzle leaves the columns of a select's own fields unqualified, and inside the subquery they would name contact_replies' own.
        replies: sql<number>`(select count(*)::int from "contact_replies" where "contact_replies"."message_id" = "contact_messages"."id")`,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    countUnread(db),
  ]);
  return { rows, total: total!.n, unread };
}

export async function countUnread(db: Db): Promise<number> {
  const [unread] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'unread'));
  return unread!.n;
}

export async function findContactMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      category: contactMessages.category,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      readById: contactMessages.readById,
      readerFirstName: users.firstName,
      readerLastName: users.lastName,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.readById))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

export type ContactMessageRecord = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

export async function listContactReplies(db: Db, messageId: number) {
  return db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      toAddress: contactReplies.toAddress,
      sentAt: contactReplies.sentAt,
      sentById: contactReplies.sentById,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.sentById))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}

/** The message, locked for a change (marking read, replying). */
export async function lockContactMessage(tx: Db, id: number): Promise<{ id: number; status: ContactStatus; name: string; email: string; subject: string; message: string; createdAt: Date } | null> {
  const [row] = await tx
    .select({
      id: contactMessages.id,
      status: contactMessages.status,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row ?? null;
}

/** Unread → read, by whom and when; a message already read keeps its first reader. */
export async function markContactMessageRead(tx: Db, id: number, readById: number, readAt: Date): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ status: 'read', readAt, readById })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'unread')));
}

export async function insertContactReply(tx: Db, values: { messageId: number; body: string; toAddress: string; sentById: number; sentAt: Date }): Promise<number> {
  const [row] = await tx.insert(contactReplies).values(values).returning({ id: contactReplies.id });
  return row!.id;
}

/** Where the form's mail goes when the journal has not set its office address: every admin. */
export async function listAdminAddresses(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
