import type { JournalIdentity } from '../../contract/journal/journal-facts';
import { paperPath } from '../../contract/papers/paper-urls';
import type { Ctx } from '../context';
import { getJournalSettings } from '../settings/journal-settings.service';
import {
  countRecordRows,
  findDatabaseSecond,
  findEarliestDatestamp,
  findFirstAdminEmail,
  findRecordRow,
  listCategoryNames,
  listIssueSetRows,
  listRecordRows,
  type OaiAuthorRow,
  type OaiRecordMetadataRow,
  type OaiRecordRow,
  type RecordFilter,
} from './oai.repo';
import {
  categorySetSpec,
  categorySlug,
  endOf,
  issueSetSpec,
  OaiError,
  oaiIdentifier,
  paperIdOfIdentifier,
  parseSetSpec,
  repositoryIdentifier,
  wholeSecond,
  type OaiDate,
} from './oai-terms';
import { decodeResumptionToken, encodeResumptionToken, type ListVerb, type ResumptionState } from './resumption-token';

/**
 * The OAI-PMH 2.0 repository of the journal's published articles (decision 0056): what each verb
 * answers, without XML (server/oai writes it). Records are published papers; a paper that was
 * published and no longer is stays as a deleted record while its row exists (deletedRecord
 * "transient"). Datestamps are papers.metadata_modified_at.
 */

/** Records per page of ListRecords and ListIdentifiers. */
export const OAI_PAGE_SIZE = 100;
/** How long a resumption token is good for: a slow harvester finishes a large list in a day. */
export const RESUMPTION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DeletedRecordPolicy = 'no' | 'transient' | 'persistent';
/** Decision 0056: a paper row can still be deleted by an admin once unpublished, and its record goes with it. */
export const DELETED_RECORD_POLICY: DeletedRecordPolicy = 'transient';

export interface OaiIssueRef {
  id: number;
  volume: number;
  number: number;
  year: number;
}

/** What a metadata format may print of a published paper. */
export interface OaiPaper {
  id: number;
  /** The article page, absolute. */
  url: string;
  title: string;
  abstract: string;
  keywords: string[];
  category: string;
  doi: string | null;
  pages: string | null;
  publishedAt: Date | null;
  articleType: string;
  issue: OaiIssueRef | null;
  hasPdf: boolean;
  /** In the paper's order. */
  authors: OaiAuthorRow[];
}

export interface OaiHeader {
  identifier: string;
  datestamp: Date;
  deleted: boolean;
  setSpecs: string[];
}

export interface OaiRecord {
  header: OaiHeader;
  /** Null for a deleted record, and in ListIdentifiers. */
  paper: OaiPaper | null;
}

/** What every metadata format also needs: the journal's identity and the site's address. */
export interface OaiJournal {
  identity: JournalIdentity;
  publicUrl: string;
}

export interface OaiRepository {
  repositoryName: string;
  baseUrl: string;
  adminEmails: string[];
  earliestDatestamp: Date;
  deletedRecord: DeletedRecordPolicy;
  repositoryIdentifier: string;
  sampleIdentifier: string;
  journal: OaiJournal;
}

export interface OaiSet {
  spec: string;
  name: string;
}

const baseUrlOf = (ctx: Ctx) => ctx.settings.publicUrl.replace(/\/+$/, '');
const repositoryOf = (ctx: Ctx) => repositoryIdentifier(ctx.settings.publicUrl);

export async function getOaiJournal(ctx: Ctx): Promise<OaiJournal> {
  const settings = await getJournalSettings(ctx);
  return { identity: settings.identity, publicUrl: baseUrlOf(ctx) };
}

/** Identify: the journal's name, the office's address (else the first admin's) and the earliest datestamp. */
export async function identifyRepository(ctx: Ctx): Promise<OaiRepository> {
  const [settings, earliest, adminEmail] = await Promise.all([getJournalSettings(ctx), findEarliestDatestamp(ctx.db), findFirstAdminEmail(ctx.db)]);
  const repository = repositoryOf(ctx);
  const email = settings.contact?.email ?? adminEmail ?? `editor@${repository}`;
  return {
    repositoryName: settings.identity.name,
    baseUrl: `${baseUrlOf(ctx)}/oai`,
    adminEmails: [email],
    // With no record yet, any later datestamp is after now.
    earliestDatestamp: earliest ?? wholeSecond(ctx.clock()),
    deletedRecord: DELETED_RECORD_POLICY,
    repositoryIdentifier: repository,
    sampleIdentifier: oaiIdentifier(repository, 1),
    journal: { identity: settings.identity, publicUrl: baseUrlOf(ctx) },
  };
}

export const issueSetName = (issue: Omit<OaiIssueRef, 'id'>) => `Volume ${issue.volume}, Issue ${issue.number} (${issue.year})`;

/** ListSets: every published issue, then every category (noSetHierarchy while there is none). */
export async function listOaiSets(ctx: Ctx): Promise<OaiSet[]> {
  const [issues, names] = await Promise.all([listIssueSetRows(ctx.db), listCategoryNames(ctx.db)]);
  const sets: OaiSet[] = issues.map((issue) => ({ spec: issueSetSpec(issue.id), name: issueSetName(issue) }));
  const seen = new Set<string>();
  for (const name of names) {
    const spec = categorySetSpec(name);
    if (seen.has(spec)) continue;
    seen.add(spec);
    sets.push({ spec, name });
  }
  if (sets.length === 0) throw new OaiError('noSetHierarchy', 'This repository has no sets yet.');
  return sets;
}

function toRecord(ctx: Ctx, repository: string, row: OaiRecordRow | OaiRecordMetadataRow, withMetadata: boolean): OaiRecord {
  const setSpecs = [...(row.issueId !== null ? [issueSetSpec(row.issueId)] : []), categorySetSpec(row.category)];
  const header: OaiHeader = { identifier: oaiIdentifier(repository, row.id), datestamp: new Date(row.datestamp), deleted: row.deleted, setSpecs };
  if (!withMetadata || row.deleted) return { header, paper: null };
  const m = row as OaiRecordMetadataRow;
  return {
    header,
    paper: {
      id: m.id,
      url: `${baseUrlOf(ctx)}${paperPath(m.id)}`,
      title: m.title,
      abstract: m.abstract,
      keywords: m.keywords,
      category: m.category,
      doi: m.doi,
      pages: m.pages,
      publishedAt: m.publishedAt ? new Date(m.publishedAt) : null,
      articleType: m.articleType,
      issue: m.issueId !== null && m.volume !== null && m.issueNumber !== null && m.year !== null ? { id: m.issueId, volume: m.volume, number: m.issueNumber, year: m.year } : null,
      hasPdf: m.hasPdf,
      authors: typeof m.authors === 'string' ? (JSON.parse(m.authors) as OaiAuthorRow[]) : m.authors,
    },
  };
}

/** GetRecord: idDoesNotExist for an identifier naming no record of this repository. */
export async function getOaiRecord(ctx: Ctx, identifier: string): Promise<OaiRecord> {
  const repository = repositoryOf(ctx);
  const id = paperIdOfIdentifier(repository, identifier);
  const row = id === null ? null : await findRecordRow(ctx.db, id);
  if (!row) throw new OaiError('idDoesNotExist', `There is no record ${identifier} in this repository.`);
  return toRecord(ctx, repository, row, true);
}

/** ListMetadataFormats with an identifier: the record must exist (every format applies to every record). */
export async function requireOaiItem(ctx: Ctx, identifier: string): Promise<void> {
  await getOaiRecord(ctx, identifier);
}

/** The set a list is limited to, as a filter; null when the spec selects nothing of ours. */
async function setFilter(ctx: Ctx, set: string | null): Promise<Pick<RecordFilter, 'issueId' | 'categoryNames'> | null> {
  if (set === null) return {};
  const selector = parseSetSpec(set);
  if (!selector) return null;
  if (selector.kind === 'issue') return { issueId: selector.issueId };
  const names = (await listCategoryNames(ctx.db)).filter((name) => (categorySlug(name) || 'uncategorised') === selector.slug);
  return names.length ? { categoryNames: names } : null;
}

export interface NewListRequest {
  verb: ListVerb;
  metadataPrefix: string;
  set: string | null;
  from: OaiDate | null;
  until: OaiDate | null;
}

export interface OaiListPage {
  metadataPrefix: string;
  records: OaiRecord[];
  /** Absent when the whole list fitted on the first page; `token` is '' on the last page. */
  resumption: { token: string; cursor: number; completeListSize: number; expirationDate: Date | null } | null;
}

const NO_RECORDS = 'No records match the request.';

async function listPage(ctx: Ctx, state: Omit<ResumptionState, 'after' | 'expires'> & { after: [number, number] | null }): Promise<OaiListPage> {
  const filterBySet = await setFilter(ctx, state.set);
  if (!filterBySet) throw new OaiError('noRecordsMatch', NO_RECORDS);
  const filter: RecordFilter = { from: state.from === null ? null : new Date(state.from), until: new Date(state.until), ...filterBySet };
  const withMetadata = state.verb === 'ListRecords';
  const after = state.after ? { datestamp: new Date(state.after[0]), id: state.after[1] } : null;
  const [rows, total] = await Promise.all([
    listRecordRows(ctx.db, filter, after, OAI_PAGE_SIZE + 1, withMetadata),
    state.after ? Promise.resolve(state.completeListSize) : countRecordRows(ctx.db, filter),
  ]);
  // Also on a later page, when the records that remained were unpublished or deleted meanwhile: a list
  // element must hold at least one record, and the harvest is then complete.
  if (rows.length === 0) throw new OaiError('noRecordsMatch', NO_RECORDS);
  const more = rows.length > OAI_PAGE_SIZE;
  const page = rows.slice(0, OAI_PAGE_SIZE) as (OaiRecordRow | OaiRecordMetadataRow)[];
  const repository = repositoryOf(ctx);
  const records = page.map((row) => toRecord(ctx, repository, row, withMetadata));
  const completeListSize = Math.max(total, state.cursor + page.length + (more ? 1 : 0));
  if (!more) {
    return { metadataPrefix: state.metadataPrefix, records, resumption: state.after ? { token: '', cursor: state.cursor, completeListSize: state.cursor + page.length, expirationDate: null } : null };
  }
  const last = page.at(-1)!;
  const expires = ctx.clock().getTime() + RESUMPTION_TOKEN_LIFETIME_MS;
  const token = encodeResumptionToken(ctx.settings.jwtSecret, {
    ...state,
    after: [new Date(last.datestamp).getTime(), last.id],
    cursor: state.cursor + page.length,
    completeListSize,
    expires,
  });
  return { metadataPrefix: state.metadataPrefix, records, resumption: { token, cursor: state.cursor, completeListSize, expirationDate: new Date(expires) } };
}

/**
 * ListRecords and ListIdentifiers, first page. The list ends with this second (or at `until`, when
 * earlier): what changes during the harvest is for the next one, which starts from this
 * response's date, so the pages of this one neither repeat nor skip a record. The second is the
 * database's, whose clock writes the datestamps.
 */
export async function listOaiRecords(ctx: Ctx, request: NewListRequest): Promise<OaiListPage> {
  const now = endOf({ at: await findDatabaseSecond(ctx.db), granularity: 'second' }).getTime();
  const until = request.until ? Math.min(endOf(request.until).getTime(), now) : now;
  return listPage(ctx, {
    verb: request.verb,
    metadataPrefix: request.metadataPrefix,
    set: request.set,
    from: request.from ? request.from.at.getTime() : null,
    until,
    after: null,
    cursor: 0,
    completeListSize: 0,
  });
}

/** The resumption token of a list, for the same verb: badResumptionToken when altered, expired or another verb's. */
export function readResumptionToken(ctx: Ctx, verb: ListVerb, token: string): ResumptionState {
  const state = decodeResumptionToken(ctx.settings.jwtSecret, token);
  if (!state) throw new OaiError('badResumptionToken', 'The resumption token is not one this repository issued.');
  if (state.verb !== verb) throw new OaiError('badResumptionToken', `The resumption token belongs to a ${state.verb} list, not ${verb}.`);
  if (state.expires <= ctx.clock().getTime()) throw new OaiError('badResumptionToken', 'The resumption token has expired; start the list again.');
  return state;
}

/** ListRecords and ListIdentifiers, a following page. */
export function resumeOaiRecords(ctx: Ctx, state: ResumptionState): Promise<OaiListPage> {
  return listPage(ctx, state);
}
