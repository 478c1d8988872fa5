import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AdminTabOutcome } from './admin-tab';

/** A form's value as a clientAction reads it: files as they are, everything else as text. */
type FormValue = string | number | boolean | File | Blob | null | undefined;

/**
 * A fetcher to the admin dashboard's clientAction, which hands the intent to the tab that owns it:
 * each outcome (success or failure) goes to `onOutcome` once the page's loader has run again.
 * An intent with a file is sent as multipart.
 */
export function useTabAction<Intent extends { intent: string }, Outcome extends AdminTabOutcome = AdminTabOutcome>(onOutcome: (outcome: Outcome) => void) {
  const fetcher = useFetcher<Outcome>();
  const heard = useRef<Outcome | undefined>(undefined);
  const hear = useEffectEvent(onOutcome);
  // A clientAction's answer reaches the fetcher as it was returned (no serialisation on the way).
  const data = fetcher.data as Outcome | undefined;
  useEffect(() => {
    if (fetcher.state === 'idle' && data && data !== heard.current) {
      heard.current = data;
      hear(data);
    }
  }, [fetcher.state, data]);
  const send = (intent: Intent) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(intent as Record<string, FormValue | FormValue[]>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue;
        if (item instanceof Blob) form.append(name, item);
        else form.append(name, String(item));
      }
    }
    return fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };
  return { send, busy: fetcher.state !== 'idle' };
}
