import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { JOURNAL_SETTINGS_GROUP_TITLES as TITLES, JOURNAL_SETTINGS_MESSAGES as M, type JournalSettingsGroup } from '../../../contract/settings/journal-settings';
import type { AdminTabOutcome, AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { useContractForm } from '../../lib/forms';
import type { JournalSettingsData } from './journal-settings-data';
import type { SettingsIntent } from './settings-actions';

/** The pieces every group's form of the Journal settings section shares (decision 0053). */

export type Notify = AdminTabViewProps<Record<string, never>, JournalSettingsData>['onNotice'];

/** A dotted path's message from react-hook-form's nested errors ('table.1.developing'). */
function errorAt(errors: FieldValues, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);
  return found && typeof found === 'object' && 'message' in found ? String((found as { message?: unknown }).message ?? '') || undefined : undefined;
}

/** One group's form: checked with its contract schema, saved with PUT /api/admin/settings/{group}, the server's field messages shown under the fields. */
export function useGroupForm<S extends z.ZodType<FieldValues, FieldValues>>(group: JournalSettingsGroup, schema: S, defaults: z.input<S>, onNotice: Notify) {
  const form = useContractForm(() => Promise.resolve(schema), { defaultValues: defaults as never });
  const { send, busy } = useTabAction<SettingsIntent>((outcome: AdminTabOutcome) => {
    onNotice({ ok: outcome.ok, text: outcome.message, detail: outcome.detail });
    for (const [path, message] of Object.entries(outcome.fieldErrors ?? {})) form.setError(path as Path<z.input<S>>, { message });
  });
  const onSubmit = form.handleSubmit(
    (value) => void send({ intent: 'saveJournalSettings', group, value: JSON.stringify(value) }),
    () => onNotice({ ok: false, text: M.saveFailed, detail: 'Please correct the fields marked in the form.' }),
  );
  const error = (path: string) => errorAt(form.formState.errors, path);
  const number = (path: string) => form.register(path as Path<z.input<S>>, { valueAsNumber: true, onChange: () => form.clearErrors(path as Path<z.input<S>>) });
  return { form, busy, onSubmit, error, number };
}

export function GroupCard({ group, busy, onSubmit, children }: { group: JournalSettingsGroup; busy: boolean; onSubmit(): void; children: ReactNode }) {
  const id = `settings-${group}`;
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-heading`}>
      <Card.Body>
        <h3 id={`${id}-heading`} className="h5">
          {TITLES[group]}
        </h3>
        <Form noValidate onSubmit={(event) => (event.preventDefault(), onSubmit())} aria-labelledby={`${id}-heading`}>
          {children}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : `Save ${TITLES[group].toLowerCase()}`}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

export function NumberField({ id, label, registration, error, step }: { id: string; label: string; registration: ReturnType<UseFormReturn['register']>; error?: string; step?: string }) {
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small">{label}</Form.Label>
      <Form.Control type="number" inputMode="decimal" step={step ?? '1'} min="0" {...registration} isInvalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
