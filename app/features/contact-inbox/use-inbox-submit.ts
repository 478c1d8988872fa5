import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { InboxIntent, InboxOutcome } from './inbox-actions';

/**
 * A fetcher to the admin dashboard's clientAction: each outcome (success or failure) goes to
 * `onOutcome` once the page's loader has run again.
 */
export function useInboxSubmit(onOutcome: (outcome: InboxOutcome) => void) {
  const fetcher = useFetcher<InboxOutcome>();
  const heard = useRef<InboxOutcome | undefined>(undefined);
  const hear = useEffectEvent(onOutcome);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== heard.current) {
      heard.current = fetcher.data;
      hear(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  const send = (intent: InboxIntent) => fetcher.submit(Object.fromEntries(Object.entries(intent).map(([name, value]) => [name, String(value)])), { method: 'post' });
  return { send, busy: fetcher.state !== 'idle' };
}
