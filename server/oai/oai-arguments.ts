import { isAllowedText } from '../../contract/http/text';
import { OaiError, parseOaiDate, SET_SPEC_SYNTAX, type OaiDate } from '../../core/oai/oai-terms';

/**
 * The arguments of an OAI-PMH request (OAI-PMH 2.0 §3.1, §4), read the same from a GET query
 * string and a POST form body: a missing, repeated or unknown verb is badVerb; a repeated,
 * unknown, missing or malformed argument is badArgument, and the response's request element then
 * carries no attributes (§3.2).
 */

export const OAI_VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'GetRecord', 'ListIdentifiers', 'ListRecords'] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

interface VerbArguments {
  required: string[];
  optional: string[];
  /** An argument that may only come alone (with the verb). */
  exclusive?: string;
}

const VERB_ARGUMENTS: Record<OaiVerb, VerbArguments> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

/** OAI-PMH.xsd metadataPrefixType. */
const METADATA_PREFIX_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+$/;

export interface OaiArguments {
  verb: OaiVerb;
  /** Every argument but the verb, as sent: the request element echoes them. */
  given: Record<string, string>;
  identifier?: string;
  metadataPrefix?: string;
  set?: string;
  from?: OaiDate;
  until?: OaiDate;
  resumptionToken?: string;
}

const isVerb = (value: string): value is OaiVerb => (OAI_VERBS as readonly string[]).includes(value);

/** The request's arguments, or the badVerb / badArgument error it earns. */
export function parseOaiArguments(encoded: string): OaiArguments {
  const pairs = [...new URLSearchParams(encoded)];
  // The site's rule for text (contract/http/text.ts): no control character or lone surrogate reaches SQL or the XML.
  const disallowed = pairs.find(([key, value]) => !isAllowedText(key) || !isAllowedText(value));
  const verbs = pairs.filter(([key]) => key === 'verb').map(([, value]) => value);
  if (verbs.length === 0) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (verbs.length > 1) throw new OaiError('badVerb', 'The verb argument is repeated.');
  const verb = verbs[0]!;
  if (!isVerb(verb)) throw new OaiError('badVerb', 'The value of the verb argument is not a legal OAI-PMH verb.');
  if (disallowed) throw new OaiError('badArgument', 'An argument contains characters that are not allowed (control characters).');

  const rules = VERB_ARGUMENTS[verb];
  const allowed = new Set([...rules.required, ...rules.optional, ...(rules.exclusive ? [rules.exclusive] : [])]);
  const given: Record<string, string> = {};
  for (const [key, value] of pairs) {
    if (key === 'verb') continue;
    if (!allowed.has(key)) throw new OaiError('badArgument', `${verb} takes no argument named '${key}'.`);
    if (Object.hasOwn(given, key)) throw new OaiError('badArgument', `The argument '${key}' is repeated.`);
    given[key] = value;
  }
  const names = Object.keys(given);
  if (rules.exclusive && names.includes(rules.exclusive)) {
    if (names.length > 1) throw new OaiError('badArgument', `The ${rules.exclusive} argument is exclusive: send it with the verb only.`);
  } else {
    const missing = rules.required.filter((name) => !names.includes(name));
    if (missing.length) throw new OaiError('badArgument', `${verb} needs the argument ${missing.map((name) => `'${name}'`).join(' and ')}.`);
  }

  const args: OaiArguments = { verb, given };
  for (const [key, value] of Object.entries(given)) {
    if (value === '') throw new OaiError('badArgument', `The argument '${key}' is empty.`);
  }
  if (given.identifier !== undefined) args.identifier = given.identifier;
  if (given.resumptionToken !== undefined) args.resumptionToken = given.resumptionToken;
  if (given.metadataPrefix !== undefined) {
    if (!METADATA_PREFIX_SYNTAX.test(given.metadataPrefix)) throw new OaiError('badArgument', 'The metadataPrefix argument has an illegal syntax.');
    args.metadataPrefix = given.metadataPrefix;
  }
  if (given.set !== undefined) {
    if (!SET_SPEC_SYNTAX.test(given.set)) throw new OaiError('badArgument', 'The set argument is not a setSpec.');
    args.set = given.set;
  }
  for (const key of ['from', 'until'] as const) {
    if (given[key] === undefined) continue;
    const date = parseOaiDate(given[key]);
    if (!date) throw new OaiError('badArgument', `The ${key} argument must be a date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`);
    args[key] = date;
  }
  if (args.from && args.until) {
    if (args.from.granularity !== args.until.granularity) throw new OaiError('badArgument', 'The from and until arguments must have the same granularity.');
    if (args.from.at > args.until.at) throw new OaiError('badArgument', 'The from argument is later than the until argument.');
  }
  return args;
}
