/** What the ORCID iD screens and calls say (decision 0060). Zod-free. */
export const ORCID_MESSAGES = {
  saved: 'Your ORCID iD was saved.',
  removed: 'Your ORCID iD was removed.',
  linked: 'ORCID confirmed your ORCID iD.',
  notConfigured: 'Connecting with ORCID is not set up on this journal: type your ORCID iD instead.',
  linkExpired: 'The ORCID sign-in took too long or did not start here. Please try again.',
  orcidRefused: 'ORCID did not confirm your iD. Please try again, or type your ORCID iD instead.',
  orcidUnreachable: 'ORCID could not be reached. Please try again later, or type your ORCID iD instead.',
} as const;
