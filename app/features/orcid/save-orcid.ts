import { z } from 'zod';
import { orcidConnectSchema, orcidSavedSchema } from '../../../contract/users/orcid.schema';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** The ORCID card's form as the dashboard's clientAction receives it (decision 0036). */
export const orcidIntentSchema = z.object({ intent: z.literal('saveOrcid'), orcid: z.string() });
export type OrcidIntent = z.output<typeof orcidIntentSchema>;

export interface OrcidOutcomeOfSave {
  intent: 'saveOrcid';
  ok: boolean;
  message: string;
  /** The server's message for the field (400). */
  fieldError?: string;
}

const SAVE_FAILED = 'Your ORCID iD could not be saved. Please try again.';

/** PUT /api/users/me/orcid with the bearer token; the dashboard's loader then shows what the server holds. */
export async function saveOrcid(form: OrcidIntent): Promise<OrcidOutcomeOfSave> {
  try {
    const saved = await sendJson('/users/me/orcid', { orcid: form.orcid }, orcidSavedSchema, { method: 'PUT' });
    return { intent: 'saveOrcid', ok: true, message: saved.message };
  } catch (error) {
    const fieldError = error instanceof ApiError ? error.problem?.errors?.orcid?.[0] : undefined;
    if (!fieldError) console.warn('The ORCID iD was not saved', error);
    return { intent: 'saveOrcid', ok: false, message: fieldError ?? SAVE_FAILED, ...(fieldError ? { fieldError } : {}) };
  }
}

/** Starts ORCID's sign-in: the server gives the address, the browser goes there. */
export async function connectOrcid(): Promise<string | null> {
  try {
    const { url } = await sendJson('/users/me/orcid/connect', undefined, orcidConnectSchema);
    window.location.assign(url);
    return null;
  } catch (error) {
    return error instanceof ApiError && error.problem?.detail ? error.problem.detail : 'ORCID could not be reached. Please try again later.';
  }
}
