import { ORCID_MESSAGES } from './orcid-messages';

/**
 * The outcome of ORCID's sign-in, as the callback hands it to the dashboard (`?orcid=`), and
 * what the dashboard says of it. Zod-free: the dashboard imports it.
 */
export const ORCID_OUTCOME_PARAM = 'orcid';

/** Where ORCID's sign-in returns (the redirect URI registered with ORCID: PUBLIC_URL + this path). */
export const ORCID_CALLBACK_PATH = '/orcid/callback';

export const ORCID_OUTCOMES = {
  linked: { ok: true, message: ORCID_MESSAGES.linked },
  expired: { ok: false, message: ORCID_MESSAGES.linkExpired },
  refused: { ok: false, message: ORCID_MESSAGES.orcidRefused },
  unreachable: { ok: false, message: ORCID_MESSAGES.orcidUnreachable },
  'not-configured': { ok: false, message: ORCID_MESSAGES.notConfigured },
} as const;

export type OrcidOutcome = keyof typeof ORCID_OUTCOMES;

export const orcidOutcomeOf = (value: string | null): (typeof ORCID_OUTCOMES)[OrcidOutcome] | null =>
  value !== null && Object.hasOwn(ORCID_OUTCOMES, value) ? ORCID_OUTCOMES[value as OrcidOutcome] : null;
