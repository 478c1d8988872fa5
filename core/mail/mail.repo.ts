import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (the handling editor for workflow mail); none: the sender. */
  replyTo?: string | null;
  /** Newsletters only: sent as List-Unsubscribe with List-Unsubscribe-Post (one click, RFC 8058). */
  unsubscribeUrl?: string | null;
}

export type PendingMail = OutgoingMail & { id: number; attempts: number; createdAt: Date };

/** `now` comes from the sender's clock, the same one that later decides whether the mail is due. */
export async function insertMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await insertMails(db, [mail], now);
}

/** Many messages in one statement (a worker's batch). */
export async function insertMails(db: Db, mails: readonly OutgoingMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ toAddress: mail.to, replyTo: mail.replyTo ?? null, unsubscribeUrl: mail.unsubscribeUrl ?? null, subject: mail.subject, textBody: mail.text, createdAt: now, nextAttemptAt: now })));
}

/** Rows another instance is sending stay locked and are skipped (DESIGN.md "Beyond one machine"). */
export async function claimPendingMail(tx: Db, now: Date, limit: number): Promise<PendingMail[]> {
  const rows = await tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    replyTo: row.replyTo,
    unsubscribeUrl: row.unsubscribeUrl,
    subject: row.subject,
    text: row.textBody,
    attempts: row.attempts,
    createdAt: row.createdAt,
  }));
}

export async function markMailSent(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(mailOutbox).set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(tx: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      lastError: error.slice(0, 1000),
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: retryAt ?? sql`${mailOutbox.nextAttemptAt}`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function listRecentMail(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** Messages waiting in the outbox, due or not (the outbox depth of decision 0064's metrics). */
export async function countPendingMail(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  return row?.count ?? 0;
}
