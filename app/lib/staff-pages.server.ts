import type { User } from '../../contract/auth/auth.schema';
import type { SentMail } from '../../contract/mail/mail.schema';
import { countUnreadContactMessages } from '../../core/contact/contact.service';
import type { Ctx } from '../../core/context';
import { listRecentMailForDemo } from '../../core/mail/mail.service';
import { listUsers, requireProfile } from '../../core/users/users.service';
import { orNull } from './api-data';

/**
 * The staff pages' data for the viewer of the session cookie (decision 0032: a first visit
 * arrives complete), from the same services as the /api calls their clientLoaders make
 * (decision 0036). Null where a part failed to load; the page says so.
 */
export interface AdminDashboardCommon {
  profile: User | null;
  /** How many accounts there are (GET /api/admin/users?pageSize=1 → total). */
  accounts: number | null;
  /** Unread contact messages, beside the Contact Forms tab whichever tab is open. */
  unread: number | null;
}

/** What every tab of /admin-dashboard shows around it; the open tab loads its own data (routes/admin/admin-tabs.server.ts). */
export async function loadAdminDashboardCommon(ctx: Ctx): Promise<AdminDashboardCommon> {
  const [profile, accounts, unread] = await Promise.all([
    orNull(requireProfile(ctx), 'Admin dashboard profile'),
    orNull(listUsers(ctx, { page: 1, pageSize: 1 }).then((page) => page.total), 'Admin dashboard account count'),
    orNull(countUnreadContactMessages(ctx), 'Admin dashboard unread count'),
  ]);
  return { profile, accounts, unread };
}

export interface SentMailData {
  mail: SentMail[] | null;
}

export async function loadSentMail(ctx: Ctx): Promise<SentMailData> {
  return { mail: await orNull(listRecentMailForDemo(ctx), 'Sent mail') };
}
