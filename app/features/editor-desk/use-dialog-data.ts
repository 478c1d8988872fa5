import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { DeskIntent, DeskOutcome } from './desk-actions';

export type DialogData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * What a dialog reads when it opens (the reviewers, the editors, the publication options): asked
 * of /api through the typed data layer with the bearer token, cancelled when the dialog closes.
 * The dialogs stay self-contained: the page's loader does not carry what only a dialog needs.
 */
export function useDialogData<T>(open: boolean, load: (signal: AbortSignal) => Promise<T>, key: unknown = null): DialogData<T> {
  const [result, setResult] = useState<DialogData<T>>({ state: 'loading' });
  const start = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    start(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('A dialog failed to load its data', error);
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, key]);
  return result;
}

export interface DeskSubmit {
  /** Submits the intent to the page's clientAction (multipart when it carries a file). */
  send(intent: DeskIntent): Promise<void>;
  busy: boolean;
  /** The last refusal, until the next send or reset (the dialog shows it). */
  failure: DeskOutcome | null;
  reset(): void;
}

/**
 * A dialog's fetcher to the page's clientAction. A success goes to `onSuccess` (the page closes
 * the dialog and shows its notice) once the page's loader has run again; a refusal stays with
 * the dialog as `failure`.
 */
export function useDeskSubmit(onSuccess: (outcome: DeskOutcome) => void): DeskSubmit {
  const fetcher = useFetcher<DeskOutcome>();
  const [failure, setFailure] = useState<DeskOutcome | null>(null);
  const heard = useRef<DeskOutcome | undefined>(undefined);
  const hear = useEffectEvent((outcome: DeskOutcome) => (outcome.ok ? onSuccess(outcome) : setFailure(outcome)));
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== heard.current) {
      heard.current = fetcher.data;
      hear(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);

  function send(intent: DeskIntent) {
    setFailure(null);
    const form = new FormData();
    for (const [name, value] of Object.entries(intent)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
      else if (value instanceof File) form.append(name, value, value.name);
      else form.append(name, value === null ? '' : String(value));
    }
    const multipart = Object.values(intent).some((value) => value instanceof File);
    return fetcher.submit(form, { method: 'post', ...(multipart ? { encType: 'multipart/form-data' as const } : {}) });
  }

  return { send, busy: fetcher.state !== 'idle', failure, reset: () => setFailure(null) };
}

/** Runs `react` each time a new refusal arrives (back to the form, field messages onto their fields). */
export function useFailure(submit: DeskSubmit, react: (failure: DeskOutcome) => void) {
  const run = useEffectEvent(react);
  useEffect(() => {
    if (submit.failure) run(submit.failure);
  }, [submit.failure]);
}
