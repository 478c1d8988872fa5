/**
 * The OAI-PMH 2.0 vocabulary of this repository (decision 0056), pure: identifiers, set specs,
 * datestamps and the protocol's error codes. No database, no XML.
 */

/** The protocol's error codes (OAI-PMH 2.0 §3.6). */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** A protocol error: answered as an <error> element with HTTP 200, never as a problem. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OaiError';
  }
}

/** The largest id a paper can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** `oai:{host of PUBLIC_URL}:paper/{id}` (the oai-identifier scheme's repositoryIdentifier is the host). */
export function repositoryIdentifier(publicUrl: string): string {
  return new URL(publicUrl).hostname;
}

export const oaiIdentifier = (repository: string, paperId: number) => `oai:${repository}:paper/${paperId}`;

/** The paper id an identifier names, or null when it names nothing of this repository. */
export function paperIdOfIdentifier(repository: string, identifier: string): number | null {
  const prefix = `oai:${repository}:paper/`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= MAX_ID ? id : null;
}

/** A category's set spec: its name in lower case, words joined by '-' ('Crop Science and Production' → 'crop-science-and-production'). */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const issueSetSpec = (issueId: number) => `issue:${issueId}`;
export const categorySetSpec = (name: string) => `category:${categorySlug(name) || 'uncategorised'}`;

export type SetSelector = { kind: 'issue'; issueId: number } | { kind: 'category'; slug: string };

/** The syntax of a setSpec (OAI-PMH.xsd setSpecType). */
export const SET_SPEC_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** What a set spec selects, or null when it is no set of ours (the list is then empty). */
export function parseSetSpec(spec: string): SetSelector | null {
  const issue = /^issue:([1-9]\d{0,9})$/.exec(spec);
  if (issue) {
    const issueId = Number(issue[1]);
    return issueId <= MAX_ID ? { kind: 'issue', issueId } : null;
  }
  const category = /^category:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(spec);
  return category ? { kind: 'category', slug: category[1]! } : null;
}

/** The repository's granularity (Identify); day granularity is accepted too, as the protocol requires. */
export const GRANULARITY = 'YYYY-MM-DDThh:mm:ssZ';

export type Granularity = 'day' | 'second';

export interface OaiDate {
  /** The first instant the value names. */
  at: Date;
  granularity: Granularity;
}

/** A `from`/`until` value in either granularity, or null when it is not one (badArgument). */
export function parseOaiDate(value: string): OaiDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z)?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const withTime = h !== undefined;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)));
  // Rejects 2026-02-30, 25:00:00 and the like: the date must write back as given.
  const written = withTime ? formatDatestamp(at) : formatDay(at);
  if (written !== value || Number(y) < 1) return null;
  return { at, granularity: withTime ? 'second' : 'day' };
}

/** The first instant after what `until` names: its bound is inclusive at its granularity. */
export function endOf(date: OaiDate): Date {
  return new Date(date.at.getTime() + (date.granularity === 'day' ? 86_400_000 : 1_000));
}

/** `YYYY-MM-DDThh:mm:ssZ`, the repository's granularity. */
export const formatDatestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
export const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** The whole second an instant falls in. */
export const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
