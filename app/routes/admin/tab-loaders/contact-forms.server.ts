import { getContactMessage, listContactMessages } from '../../../../core/contact/contact.service';
import type { Ctx } from '../../../../core/context';
import { orNull } from '../../../lib/api-data';
import { inboxListQuery, type ContactFormsData, type ContactFormsQuery } from '../../../features/contact-inbox/contact-forms-tab';

/** The Contact Forms tab for the session cookie's viewer, from the services GET /api/admin/contact-forms uses. */
export async function loadContactFormsTab(ctx: Ctx, query: ContactFormsQuery): Promise<ContactFormsData> {
  const { message } = query;
  const [page, opened] = await Promise.all([
    orNull(listContactMessages(ctx, inboxListQuery(query)), 'Admin dashboard contact messages'),
    message === undefined ? null : orNull(getContactMessage(ctx, message), 'Admin dashboard contact message').then((detail) => ({ id: message, message: detail })),
  ]);
  return { page, opened };
}
