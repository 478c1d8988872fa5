import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Ctx } from '../../core/context';
import {
  getOaiJournal,
  getOaiRecord,
  identifyRepository,
  listOaiRecords,
  listOaiSets,
  readResumptionToken,
  requireOaiItem,
  resumeOaiRecords,
  type OaiHeader,
  type OaiJournal,
  type OaiListPage,
  type OaiRecord,
  type OaiRepository,
} from '../../core/oai/oai.service';
import { formatDatestamp, GRANULARITY, OaiError } from '../../core/oai/oai-terms';
import { findMetadataFormat, METADATA_FORMATS, type MetadataFormat } from './metadata-formats';
import { parseOaiArguments, type OaiArguments } from './oai-arguments';
import { OAI_NS, OAI_SCHEMA, XMLNS_NS, XSI_NS } from './oai-xml-names';

/**
 * One OAI-PMH 2.0 response (decision 0056) for the arguments of a GET query or a POST form: the
 * verbs over core/oai/oai.service.ts, written with xmlbuilder2. Protocol errors are <error>
 * elements; anything else is the app's error (a 500 with a request id), never a half document.
 */

const OAI_IDENTIFIER_NS = 'http://www.openarchives.org/OAI/2.0/oai-identifier';
/** oai-identifier.xsd's repositoryIdentifierType: a domain name with at least one dot. */
const REPOSITORY_IDENTIFIER_SYNTAX = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

function newDocument(ctx: Ctx): { doc: XMLBuilder; root: XMLBuilder } {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc
    .ele(OAI_NS, 'OAI-PMH')
    .att(XMLNS_NS, 'xmlns:xsi', XSI_NS)
    .att(XSI_NS, 'xsi:schemaLocation', `${OAI_NS} ${OAI_SCHEMA}`);
  root.ele('responseDate').txt(formatDatestamp(ctx.clock()));
  return { doc, root };
}

const baseUrl = (ctx: Ctx) => `${ctx.settings.publicUrl.replace(/\/+$/, '')}/oai`;

function writeIdentify(parent: XMLBuilder, repository: OaiRepository): void {
  const identify = parent.ele('Identify');
  identify.ele('repositoryName').txt(repository.repositoryName);
  identify.ele('baseURL').txt(repository.baseUrl);
  identify.ele('protocolVersion').txt('2.0');
  for (const email of repository.adminEmails) identify.ele('adminEmail').txt(email);
  identify.ele('earliestDatestamp').txt(formatDatestamp(repository.earliestDatestamp));
  identify.ele('deletedRecord').txt(repository.deletedRecord);
  identify.ele('granularity').txt(GRANULARITY);
  // The identifier scheme's description needs a host with a dot (not 'localhost').
  if (REPOSITORY_IDENTIFIER_SYNTAX.test(repository.repositoryIdentifier)) {
    const description = identify
      .ele('description')
      .ele(OAI_IDENTIFIER_NS, 'oai-identifier')
      .att(XSI_NS, 'xsi:schemaLocation', `${OAI_IDENTIFIER_NS} http://www.openarchives.org/OAI/2.0/oai-identifier.xsd`);
    description.ele('scheme').txt('oai');
    description.ele('repositoryIdentifier').txt(repository.repositoryIdentifier);
    description.ele('delimiter').txt(':');
    description.ele('sampleIdentifier').txt(repository.sampleIdentifier);
  }
}

function writeMetadataFormats(parent: XMLBuilder, formats: readonly MetadataFormat[]): void {
  const list = parent.ele('ListMetadataFormats');
  for (const format of formats) {
    const element = list.ele('metadataFormat');
    element.ele('metadataPrefix').txt(format.prefix);
    element.ele('schema').txt(format.schema);
    element.ele('metadataNamespace').txt(format.namespace);
  }
}

function writeHeader(parent: XMLBuilder, header: OaiHeader): void {
  const element = parent.ele('header');
  if (header.deleted) element.att('status', 'deleted');
  element.ele('identifier').txt(header.identifier);
  element.ele('datestamp').txt(formatDatestamp(header.datestamp));
  for (const spec of header.setSpecs) element.ele('setSpec').txt(spec);
}

function writeRecord(parent: XMLBuilder, record: OaiRecord, format: MetadataFormat, journal: OaiJournal, loaded: Map<number, unknown> | null): void {
  const element = parent.ele('record');
  writeHeader(element, record.header);
  if (record.paper) format.write(element.ele('metadata'), record.paper, journal, loaded?.get(record.paper.id));
}

/** What the format needs for these records, in one load (null when it needs nothing more). */
async function loadFor(ctx: Ctx, format: MetadataFormat, records: readonly OaiRecord[]): Promise<Map<number, unknown> | null> {
  if (!format.load) return null;
  const ids = records.flatMap((record) => (record.paper ? [record.paper.id] : []));
  return ids.length ? format.load(ctx, ids) : new Map();
}

/** The formats the journal can disseminate now. */
const availableFormats = (journal: OaiJournal) => METADATA_FORMATS.filter((format) => format.available?.(journal) ?? true);

function writeResumption(parent: XMLBuilder, resumption: OaiListPage['resumption']): void {
  if (!resumption) return;
  const element = parent.ele('resumptionToken');
  if (resumption.expirationDate) element.att('expirationDate', formatDatestamp(resumption.expirationDate));
  element.att('completeListSize', String(resumption.completeListSize)).att('cursor', String(resumption.cursor));
  if (resumption.token) element.txt(resumption.token);
}

function requireFormat(prefix: string, journal: OaiJournal): MetadataFormat {
  const format = findMetadataFormat(prefix);
  if (!format || !(format.available?.(journal) ?? true)) throw new OaiError('cannotDisseminateFormat', `The metadata format '${prefix}' is not supported by this repository; ListMetadataFormats names those that are.`);
  return format;
}

/** The verb's element, added to the response; throws OaiError for the protocol's error conditions. */
async function answerVerb(ctx: Ctx, args: OaiArguments, root: XMLBuilder): Promise<void> {
  switch (args.verb) {
    case 'Identify':
      return writeIdentify(root, await identifyRepository(ctx));
    case 'ListMetadataFormats': {
      if (args.identifier !== undefined) await requireOaiItem(ctx, args.identifier);
      const formats = availableFormats(await getOaiJournal(ctx));
      if (formats.length === 0) throw new OaiError('noMetadataFormats', 'There are no metadata formats available for this item.');
      return writeMetadataFormats(root, formats);
    }
    case 'ListSets': {
      // The sets are few (issues and categories): one page, so no token of ours can continue it.
      if (args.resumptionToken !== undefined) {
        await listOaiSets(ctx);
        throw new OaiError('badResumptionToken', 'The list of sets has one page: there is nothing to resume.');
      }
      const sets = await listOaiSets(ctx);
      const list = root.ele('ListSets');
      for (const set of sets) {
        const element = list.ele('set');
        element.ele('setSpec').txt(set.spec);
        element.ele('setName').txt(set.name);
      }
      return;
    }
    case 'GetRecord': {
      const journal = await getOaiJournal(ctx);
      const format = requireFormat(args.metadataPrefix!, journal);
      const record = await getOaiRecord(ctx, args.identifier!);
      writeRecord(root.ele('GetRecord'), record, format, journal, await loadFor(ctx, format, [record]));
      return;
    }
    case 'ListIdentifiers':
    case 'ListRecords': {
      let page: OaiListPage;
      const journal = await getOaiJournal(ctx);
      if (args.resumptionToken !== undefined) {
        const state = readResumptionToken(ctx, args.verb, args.resumptionToken);
        if (!findMetadataFormat(state.metadataPrefix)) throw new OaiError('badResumptionToken', 'The resumption token names a metadata format no longer offered.');
        page = await resumeOaiRecords(ctx, state);
      } else {
        requireFormat(args.metadataPrefix!, journal);
        page = await listOaiRecords(ctx, { verb: args.verb, metadataPrefix: args.metadataPrefix!, set: args.set ?? null, from: args.from ?? null, until: args.until ?? null });
      }
      const format = requireFormat(page.metadataPrefix, journal);
      const list = root.ele(args.verb);
      if (args.verb === 'ListIdentifiers') {
        for (const record of page.records) writeHeader(list, record.header);
      } else {
        const loaded = await loadFor(ctx, format, page.records);
        for (const record of page.records) writeRecord(list, record, format, journal, loaded);
      }
      writeResumption(list, page.resumption);
      return;
    }
  }
}

/** The response's head: its date and the request element, whose attributes are the arguments when they were legal (§3.2). */
function startResponse(ctx: Ctx, args: OaiArguments | null): { doc: XMLBuilder; root: XMLBuilder } {
  const { doc, root } = newDocument(ctx);
  root.ele('request', args ? { verb: args.verb, ...args.given } : {}).txt(baseUrl(ctx));
  return { doc, root };
}

function errorResponse(ctx: Ctx, args: OaiArguments | null, error: OaiError): string {
  const { doc, root } = startResponse(ctx, args);
  root.ele('error', { code: error.code }).txt(error.message);
  return doc.end({ prettyPrint: false });
}

/** The XML answer to one request; `encoded` is the query string or the form body (URL-encoded). */
export async function answerOaiRequest(ctx: Ctx, encoded: string): Promise<string> {
  let args: OaiArguments | null = null;
  try {
    args = parseOaiArguments(encoded);
    const { doc, root } = startResponse(ctx, args);
    await answerVerb(ctx, args, root);
    return doc.end({ prettyPrint: false });
  } catch (error) {
    // An error after the verb's element was begun starts a new document: no half answer is sent.
    if (error instanceof OaiError) return errorResponse(ctx, args, error);
    throw error;
  }
}
