import { z } from 'zod';
import { plainText } from '../http/text';
import { isValidOrcid } from '../papers/orcid';
import { SUBMISSION_MESSAGES } from '../papers/submission.schema';
import { ORCID_MESSAGES } from './orcid-messages';

/**
 * A person's own ORCID iD on their account (issue 16, decision 0060): typed on the dashboard
 * (checked by shape and check character, the submission form's rule and message), or linked
 * through ORCID's sign-in when the journal is registered with ORCID.
 */
export { ORCID_MESSAGES };

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PUT /api/users/me/orcid: an iD, or null (an empty field) to remove it. */
export const orcidUpdateSchema = z.object({
  orcid: z.preprocess(blankAsNull, plainText().trim().toUpperCase().refine(isValidOrcid, SUBMISSION_MESSAGES.orcidInvalid).nullable()),
});
export type OrcidUpdate = z.output<typeof orcidUpdateSchema>;

/** GET /api/users/me/orcid. */
export const myOrcidSchema = z.object({
  orcid: z.string().nullable(),
  /** ORCID confirmed it belongs to this person (OAuth), and when. */
  authenticatedAt: z.string().nullable(),
  /** The journal is registered with ORCID: the page may offer "Connect your ORCID iD". */
  canConnect: z.boolean(),
});
export type MyOrcid = z.infer<typeof myOrcidSchema>;

export const orcidSavedSchema = myOrcidSchema.extend({ message: z.string() });

/** POST /api/users/me/orcid/connect: where the browser goes to sign in with ORCID. */
export const orcidConnectSchema = z.object({ url: z.string() });

/** GET /api/orcid/callback: what ORCID sends back. */
export const orcidCallbackQuerySchema = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
