import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { UserIntent, UserOutcome } from './user-actions';

/** A fetcher to the admin dashboard's clientAction: each outcome goes to `onOutcome` once the page's loader has run again. */
export function useUserSubmit(onOutcome: (outcome: UserOutcome) => void) {
  const fetcher = useFetcher<UserOutcome>();
  const heard = useRef<UserOutcome | undefined>(undefined);
  const hear = useEffectEvent(onOutcome);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== heard.current) {
      heard.current = fetcher.data;
      hear(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  const send = (intent: UserIntent) =>
    fetcher.submit(Object.fromEntries(Object.entries(intent).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))), { method: 'post' });
  return { send, busy: fetcher.state !== 'idle' };
}
