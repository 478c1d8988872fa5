import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { PageIntent, PageOutcome } from './page-actions';

/** A fetcher to /admin/cms's clientAction: each outcome goes to `onOutcome` once, when it has settled. */
export function usePageSubmit(onOutcome: (outcome: PageOutcome) => void) {
  const fetcher = useFetcher<PageOutcome>();
  const heard = useRef<PageOutcome | undefined>(undefined);
  const hear = useEffectEvent(onOutcome);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== heard.current) {
      heard.current = fetcher.data;
      hear(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  const send = (intent: PageIntent) => fetcher.submit(Object.fromEntries(Object.entries(intent).map(([name, value]) => [name, String(value)])), { method: 'post' });
  return { send, busy: fetcher.state !== 'idle' };
}
