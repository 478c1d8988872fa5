import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailTemplates, users } from '../../db/schema';

export interface MailTemplateOverride {
  key: string;
  subject: string;
  body: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Every override (a few dozen rows at most): a mail, or a reminder pass, reads them once. */
export async function listMailTemplateOverrides(db: Db): Promise<MailTemplateOverride[]> {
  const rows = await db
    .select({
      key: mailTemplates.key,
      subject: mailTemplates.subject,
      body: mailTemplates.body,
      updatedAt: mailTemplates.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(mailTemplates)
    .leftJoin(users, eq(users.id, mailTemplates.updatedById));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, updatedBy: firstName === null ? null : `${firstName} ${lastName}` }));
}

export async function upsertMailTemplateOverride(db: Db, row: { key: string; subject: string; body: string; updatedAt: Date; updatedById: number | null }): Promise<void> {
  await db
    .insert(mailTemplates)
    .values(row)
    .onConflictDoUpdate({ target: mailTemplates.key, set: { subject: row.subject, body: row.body, updatedAt: row.updatedAt, updatedById: row.updatedById } });
}

export async function deleteMailTemplateOverride(db: Db, key: string): Promise<void> {
  await db.delete(mailTemplates).where(eq(mailTemplates.key, key));
}
