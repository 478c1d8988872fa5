import { RECENT_MAIL_LIMIT, type SentMail } from '../../contract/mail/mail.schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { listRecentMail } from './mail.repo';

/** The demo site's mail viewer (/admin/mail): lets visitors see the mail the journal would send. */
export async function listRecentMailForDemo(ctx: Ctx): Promise<SentMail[]> {
  if (!ctx.settings.demo) throw new AppError('NOT_FOUND', 'The mail viewer exists only on the demo site.');
  const rows = await listRecentMail(ctx.db, RECENT_MAIL_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}
