import { useCallback, useEffect, useRef, useState } from 'react';
import { parseDraft, serializeDraft } from './submission-draft';
import { sameValues, type SubmissionFormValues } from './submission-values';
import type { SubmissionForm } from './use-submission-form';

/** Saves this long after the last keystroke, and at once when the page is left. */
export const DRAFT_SAVE_DELAY_MS = 500;

function store(key: string, text: string | null) {
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Storage full or unavailable: the form still works, only the draft is not kept.
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The form's draft in localStorage (storage is touched only in effects, so the server render is
 * unaffected): restored once on mount, saved as the author types, discarded on request and
 * cleared after a successful submission.
 */
export function useSubmissionDraft(form: SubmissionForm, key: string, initial: SubmissionFormValues) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const active = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  // The values the form was first loaded with; the form remounts for another paper or user.
  const [initialValues] = useState(initial);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current || !active.current) return;
    pending.current = false;
    const values = form.getValues() as SubmissionFormValues;
    store(key, sameValues(values, initialValues) ? null : serializeDraft(values, new Date()));
  }, [form, key, initialValues]);

  useEffect(() => {
    active.current = true;
    const draft = parseDraft(read(key));
    if (draft && !sameValues(draft.values, initialValues)) {
      form.reset({ ...draft.values, revisionOf: initialValues.revisionOf }, { keepDefaultValues: true });
      setRestoredAt(draft.savedAt);
    }
    const subscription = form.watch(() => {
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', save);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      save();
    };
    // Restores once per draft key; form methods are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Forgets the draft and puts the form back as it was first loaded. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    store(key, null);
    form.reset(initialValues);
    setRestoredAt(null);
  }, [form, key, initialValues]);

  /** After a successful submission: nothing more is saved and the draft is gone. */
  const clear = useCallback(() => {
    active.current = false;
    clearTimeout(timer.current);
    pending.current = false;
    store(key, null);
  }, [key]);

  return { restoredAt, discard, clear };
}
