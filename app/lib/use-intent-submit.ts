import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

export interface IntentOutcome {
  ok: boolean;
}

export interface IntentSubmit<O extends IntentOutcome> {
  /** Submits the fields to the page's clientAction (multipart when a file is among them). */
  send(fields: Record<string, string | File | undefined>): Promise<void>;
  busy: boolean;
  /** The last refusal, until the next send or reset (the dialog shows it). */
  failure: O | null;
  reset(): void;
}

/**
 * A dialog's fetcher to the page's clientAction (decision 0036). A success goes to `onSuccess`
 * (the page closes the dialog and shows its notice) once the page's loader has run again; a
 * refusal stays with the dialog as `failure`, or goes to `onFailure` when given.
 */
export function useIntentSubmit<O extends IntentOutcome>(onSuccess: (outcome: O) => void, onFailure?: (outcome: O) => void): IntentSubmit<O> {
  const fetcher = useFetcher<O>();
  const [failure, setFailure] = useState<O | null>(null);
  const heard = useRef<O | undefined>(undefined);
  const hear = useEffectEvent((outcome: O) => (outcome.ok ? onSuccess(outcome) : onFailure ? onFailure(outcome) : setFailure(outcome)));
  // The clientAction's outcome is a plain object, so what the fetcher holds is O as it was.
  const data = fetcher.data as O | undefined;
  useEffect(() => {
    if (fetcher.state === 'idle' && data && data !== heard.current) {
      heard.current = data;
      hear(data);
    }
  }, [fetcher.state, data]);

  function send(fields: Record<string, string | File | undefined>) {
    setFailure(null);
    const form = new FormData();
    let multipart = false;
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (value instanceof File) {
        multipart = true;
        form.append(name, value, value.name);
      } else form.append(name, value);
    }
    return fetcher.submit(form, { method: 'post', ...(multipart ? { encType: 'multipart/form-data' as const } : {}) });
  }

  return { send, busy: fetcher.state !== 'idle', failure, reset: () => setFailure(null) };
}
