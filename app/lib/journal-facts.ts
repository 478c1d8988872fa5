import { useRouteLoaderData } from 'react-router';
import { DEFAULT_JOURNAL_FACTS, type JournalFacts } from '../../contract/journal/journal-facts';

/**
 * The journal's facts (name, ISSNs, publisher, office hours, response time, fees) as the admin set
 * them in the content manager (decision 0053). The root loader reads them for every request, so a
 * save shows on the next page at once; zod-free, so public pages stay within their budget
 * (decision 0032). Outside the root route (a test rendering a component alone) the spec's facts.
 */
export function useJournalFacts(): JournalFacts {
  const data = useRouteLoaderData('root') as { facts?: JournalFacts } | undefined;
  return data?.facts ?? DEFAULT_JOURNAL_FACTS;
}

export type MetaMatches = readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[] | undefined;

/** Who the journal is (name, ISSNs, publisher) for `meta` functions, from the matches React Router gives them. */
export function journalIdentityOf(matches: MetaMatches): JournalFacts['identity'] {
  const root = matches?.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { facts?: JournalFacts } | undefined;
  return data?.facts?.identity ?? DEFAULT_JOURNAL_FACTS.identity;
}

/** The journal's name for `meta` functions. */
export const journalNameOf = (matches: MetaMatches): string => journalIdentityOf(matches).name;
