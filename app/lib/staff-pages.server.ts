import type { User } from '../../contract/auth/auth.schema';
import type { ContactMessageDetail, ContactMessagePage, ContactMessagesQuery } from '../../contract/contact/contact.schema';
import type { SentMail } from '../../contract/mail/mail.schema';
import { getContactMessage, listContactMessages } from '../../core/contact/contact.service';
import type { Ctx } from '../../core/context';
import { listRecentMailForDemo } from '../../core/mail/mail.service';
import { listUsers, requireProfile } from '../../core/users/users.service';
import { orNull } from './api-data';

/**
 * The staff pages' data for the viewer of the session cookie (decision 0032: a first visit
 * arrives complete), from the same services as the /api calls their clientLoaders make
 * (decision 0036). Null where a part failed to load; the page says so.
 */
export interface AdminDashboardData {
  profile: User | null;
  /** How many accounts there are (GET /api/admin/users?pageSize=1 → total). */
  accounts: number | null;
  /** Contact Forms (GET /api/admin/contact-forms with the address's query): the page and the unread count. */
  contactForms: ContactMessagePage | null;
  /** The message opened from the list (GET /api/admin/contact-forms/{id}); message null when it failed to load. */
  opened: { id: number; message: ContactMessageDetail | null } | null;
}

/** The admin dashboard's address as its loaders read it (features/admin-dashboard/dashboard-query.ts). */
export type AdminDashboardRequest = ContactMessagesQuery & { message?: number | undefined };

export interface SentMailData {
  mail: SentMail[] | null;
}

export async function loadAdminDashboard(ctx: Ctx, query: AdminDashboardRequest): Promise<AdminDashboardData> {
  const { message, ...list } = query;
  const [profile, accounts, contactForms, opened] = await Promise.all([
    orNull(requireProfile(ctx), 'Admin dashboard profile'),
    orNull(listUsers(ctx, { page: 1, pageSize: 1 }).then((page) => page.total), 'Admin dashboard account count'),
    orNull(listContactMessages(ctx, list), 'Admin dashboard contact messages'),
    message === undefined ? null : orNull(getContactMessage(ctx, message), 'Admin dashboard contact message').then((detail) => ({ id: message, message: detail })),
  ]);
  return { profile, accounts, contactForms, opened };
}

export async function loadSentMail(ctx: Ctx): Promise<SentMailData> {
  return { mail: await orNull(listRecentMailForDemo(ctx), 'Sent mail') };
}
