import { useState } from 'react';
import type { ContactMessageDetail, ContactMessagePage, ContactMessagesQuery } from '../../../contract/contact/contact.schema';
import type { Notice } from '../../components/feedback/notice-toast';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { InboxIntent, InboxOutcome } from './inbox-actions';
import { InboxList } from './inbox-list';
import { MessageView } from './message-view';

interface ContactInboxProps {
  page: ContactMessagePage | null;
  /** The message opened from the list (its id in the address, as loaded: the list stays until it arrives); message null when it failed to load. */
  opened: { id: number; message: ContactMessageDetail | null } | null;
  query: ContactMessagesQuery;
  setQuery(change: Partial<ContactMessagesQuery & { message: number | undefined }>): void;
  hrefFor(change: Partial<ContactMessagesQuery & { message: number | undefined }>): string;
  loading: boolean;
  /** Every outcome, success or failure, for the page's toast (acting-side.md §8's alerts, never alert boxes). */
  onNotice(notice: Notice): void;
}

/**
 * The admin dashboard's Contact Forms tab (acting-side.md §2, §4, §7, §8; decision 0042): the list,
 * or one message opened from it; Mark as Read and replies go through the page's clientAction.
 */
export function ContactInbox({ page, opened, query, setQuery, hrefFor, loading, onNotice }: ContactInboxProps) {
  const [replyError, setReplyError] = useState<string | null>(null);
  const submit = useTabAction<InboxIntent, InboxOutcome>((outcome) => {
    setReplyError(outcome.intent === 'reply' && !outcome.ok ? (outcome.bodyError ?? null) : null);
    onNotice({ ok: outcome.ok, text: outcome.message, ...(outcome.detail ? { detail: outcome.detail } : {}) });
  });
  const markRead = (messageId: number) => void submit.send({ intent: 'markRead', messageId });

  if (opened) {
    return (
      <MessageView
        key={`${opened.id}-${opened.message?.replies.length ?? 0}`}
        message={opened.message}
        backHref={hrefFor({ message: undefined })}
        busy={submit.busy}
        onMarkRead={markRead}
        onReply={(messageId, body) => {
          setReplyError(null);
          return submit.send({ intent: 'reply', messageId, body });
        }}
        replyError={replyError}
      />
    );
  }
  return <InboxList page={page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} busy={submit.busy} onMarkRead={markRead} />;
}
