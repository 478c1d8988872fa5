/**
 * What the scholarly outputs and the DOI manager say (decision 0057): once, for the API and the
 * content manager's DOIs section.
 */
export const SCHOLARLY_MESSAGES = {
  paperNotFound: 'Paper not found or you don\u2019t have permission to view it.',
  issueNotFound: 'Issue not found.',
  issueNotPublished: 'This issue is not published yet: publish it before depositing or exporting it.',
  noIssn: 'The journal has no ISSN yet: an administrator enters it under Content management \u2192 Journal settings \u2192 Journal identity.',
  noDoi: 'This article has no DOI: give it one (Admin \u2192 Papers) before depositing it with Crossref.',
  noDoisInIssue: 'None of this issue\u2019s published articles has a DOI: there is nothing to deposit.',
  noCredentials: 'Crossref deposits are not configured on this server (CROSSREF_USERNAME and CROSSREF_PASSWORD): download the XML and upload it at Crossref\u2019s web deposit form.',
  unreachable: (base: string) => `Crossref could not be reached at ${base}. Nothing was recorded; please try again later.`,
  refused: 'Crossref refused the deposit account (check CROSSREF_USERNAME and CROSSREF_PASSWORD). Nothing was recorded.',
  rejected: (status: number) => `Crossref answered the deposit with HTTP ${status}. Nothing was recorded; please try again later.`,
  resultUnreachable: (base: string) => `Crossref\u2019s submission log could not be reached at ${base}. The deposit stays pending; please try again later.`,
  resultRefused: 'Crossref refused the deposit account when asked for the result (check CROSSREF_USERNAME and CROSSREF_PASSWORD).',
  depositNotFound: 'Deposit not found.',
  submitted: (n: number) => `Sent to Crossref: ${n} ${n === 1 ? 'DOI' : 'DOIs'} waiting for Crossref\u2019s result.`,
  stillPending: 'Crossref has not processed this batch yet; ask again in a few minutes.',
  refreshed: 'Crossref\u2019s result is recorded.',
  listFailed: 'The DOIs could not be loaded. Please try again.',
  depositFailed: 'The deposit could not be sent. Please try again.',
} as const;
