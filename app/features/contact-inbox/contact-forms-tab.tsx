import { z } from 'zod';
import { contactMessageDetailSchema, contactMessagePageSchema, contactMessagesQuerySchema, type ContactMessageDetail, type ContactMessagePage } from '../../../contract/contact/contact.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { ContactInbox } from './contact-inbox';
import { INBOX_INTENTS, inboxIntentSchema, runInboxIntent } from './inbox-actions';

const messageId = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(2_147_483_647).optional());

/** The tab's address: the list's query (GET /api/admin/contact-forms as it is) and the message opened from it. */
export const contactFormsQuerySchema = contactMessagesQuerySchema.extend({ message: messageId });
export type ContactFormsQuery = z.output<typeof contactFormsQuerySchema>;

export interface ContactFormsData {
  /** The page of the list, null when it failed to load. */
  page: ContactMessagePage | null;
  /** The message opened from the list; message null when it failed to load. */
  opened: { id: number; message: ContactMessageDetail | null } | null;
}

/** The list's own query (without the opened message). */
export const inboxListQuery = ({ message: _message, ...list }: ContactFormsQuery) => list;

/** acting-side.md §2 Contact Forms (decision 0042): the list, one message, Mark as Read and replies. */
export const contactFormsTab = defineAdminTab({
  key: 'contact-forms',
  title: 'Contact Forms',
  query: contactFormsQuerySchema,
  async load(query, signal): Promise<ContactFormsData> {
    const [page, opened] = await Promise.all([
      orNull(getJson('/admin/contact-forms', contactMessagePageSchema, { query: writeSearchParams(inboxListQuery(query), contactMessagesQuerySchema), signal }), 'The contact messages'),
      query.message === undefined
        ? null
        : orNull(getJson(`/admin/contact-forms/${query.message}`, contactMessageDetailSchema, { signal }), 'The contact message').then((message) => ({ id: query.message!, message })),
    ]);
    return { page, opened };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => (
    <ContactInbox page={data.page} opened={data.opened} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />
  ),
  actions: { intents: INBOX_INTENTS, schema: inboxIntentSchema, run: runInboxIntent },
});
