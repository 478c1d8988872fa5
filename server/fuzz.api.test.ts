import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import { SAMPLE_PDF, submissionFields, submitPaper } from '../tests/support/submission';
import { bearer, uniqueAddress, type TestApp } from '../tests/support/test-app';

/**
 * DESIGN.md "API conventions": never 500 for bad input. Every route the app registers (read
 * from the app itself, so a route added tomorrow is fuzzed the day it is added) is called with
 * valid-ish input derived from its contract schemas, then with that input broken: wrong types,
 * control characters, lone surrogates, huge and malformed ids, 10k strings, missing and extra
 * fields, invalid JSON, wrong content types; as an anonymous caller, an author, an editor and
 * an admin. Deterministic (seeded PRNG). Any 5xx fails the test, named with its request.
 */

const SEED = 20_250_601;
// FUZZ_PROFILE=1 prints the time and the answers of each route.
const CALLERS = ['anonymous', 'AUTHOR', 'EDITOR', 'ADMIN'] as const;
type Caller = (typeof CALLERS)[number];
type Json = unknown;
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: Json;
  minimum?: number;
};

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = prng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A string of random code units: controls, surrogate halves, ASCII, Latin, CJK, emoji. */
function garbage(length: number): string {
  const ranges: [number, number][] = [[0, 0x1f], [0x20, 0x7e], [0x7f, 0x9f], [0xa0, 0x2ff], [0x4e00, 0x4e80], [0xd800, 0xdfff], [0xfff0, 0xffff]];
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const [low, high] = pick(ranges);
    text += String.fromCharCode(low + Math.floor(random() * (high - low + 1)));
  }
  return text;
}

/** Percent-encoding that also writes lone surrogates (as the bytes ED A0 80 and the like), which encodeURIComponent refuses. */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const LONG = 'x'.repeat(10_000);
/** Values no field may take: every field gets them (the core ones from every caller, the rest shared out). */
const BAD_VALUES: Json[] = [
  '\u0000', 'a\u0000b', 'x\u0001y', '\u0007', '\u001b[31m', '\u001f', '\ud800', 'x\udc00', '\udfff\ud800', '\ud83d', LONG,
  2_147_483_648, 1e20, -1, 0, 1.5, true, null, [], {}, ['a', '\u0000'], { a: '\u0000' },
];
const CORE_VALUES: Json[] = ['\u0000', 'a\u0000b', 'x\u0001y', '\ud800', LONG, 2_147_483_648, null, {}];
/**
 * Strings a text field may well accept: each is sent once per route, by one caller, in a field
 * that turns with the value, since an accepted registration or submission costs a password hash
 * or a stored file (and this test has a minute).
 */
const PLAIN_STRINGS = ['\u007f', '\u0085', "'; drop table users; --", '%00', '\\u0000', '', '   ', '\u202e', '\ufeff', '😀', '2147483648', '1e20', '-1', 'abc', '0', '99999999999'];

/** The core values go to every caller, the rest to one caller each: every value is still sent once per field. */
const share = <T>(list: readonly T[], core: readonly T[], slot: number) => list.filter((value, i) => core.includes(value) || i % CALLERS.length === slot);
/** This caller's share of the values, each into one field, the field turning with the value. */
const rotate = <T>(values: readonly T[], fields: readonly string[], slot: number): [string, T][] =>
  fields.length === 0 ? [] : values.flatMap((value, i): [string, T][] => (i % CALLERS.length === slot ? [[fields[i % fields.length]!, value]] : []));
const BAD_PATH_SEGMENTS = [
  '0', '-1', '2147483648', '2147483647', '99999999999', '99999999999999999999', '1e20', '1e3', 'abc', '1.5', ' 1', '%20', '0x10', 'Infinity', 'NaN',
  '%00', '1%00', '%01', '%1F', '%7F', '%C0%80', '%ED%A0%80', '%FF', '%F0%9F%98%80', '%2e%2e', "1'", '1%3Bselect%201', '9'.repeat(190),
];
const BAD_QUERY_VALUES = [
  '%00', 'a%00b', '%01', '%1F', '%7F', '%C0%80', '%ED%A0%80', '%FF', encodeURIComponent(LONG), '2147483648', '99999999999', '1e20', '-1', '0', '1.5',
  'abc', 'NaN', 'Infinity', '', '%20', '%27%3B--', '(', '!', '%3A*', '%26', '%7C', '%22open', '%3C-%3E', 'a%3A*b', '%5C', '%E2%80%AE',
];
const JUNK_QUERIES = ['x=%00', '%00=1', 'page=%00', 'page=2147483648&pageSize=1e20', 'page=1&page=2', 'query[]=a', 'q=' + 'a%00'.repeat(50), 'id=-1&sort=%01'];

/** One valid-ish value per field of a JSON schema (from the contract's zod schema). */
function sample(schema: JsonSchema | undefined, key: string): Json {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, sub]) => [name, sample(sub, name)]));
    case 'array':
      return [sample(schema.items, key)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return textFor(key);
    default:
      return textFor(key);
  }
}
function textFor(key: string): string {
  const name = key.toLowerCase();
  if (name.includes('email')) return 'fuzz.reader@example.org';
  if (name.includes('password')) return 'correct-horse-battery';
  if (name === 'token') return 'a'.repeat(43);
  if (name === 'id' || name.endsWith('id') || ['page', 'pagesize', 'volume', 'number', 'version', 'index'].includes(name)) return '1';
  return 'maize';
}
const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

interface Case {
  describe: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const json = (value: Json) => ({ payload: JSON.stringify(value) ?? '', headers: { 'content-type': 'application/json' } });
const short = (value: Json) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}…(${text.length})` : text;
};

/** The id of a real paper (set before the run): valid-ish paths then reach the services' real work. */
let paperId = '1';

/** The route's path with each parameter filled in: valid-ish (:id a real paper, others 1), or one of them broken. */
function paths(route: CatalogedRoute): { url: string; describe: string }[] {
  const segments = route.url.split('/');
  const params = segments.flatMap((segment, i) => (segment.includes(':') || segment === '*' ? [i] : []));
  const fill = (segment: string, value: string) => (segment === '*' ? value : segment.replace(/:\w+(\([^)]*\))?/g, value));
  const base = segments.map((segment, i) => (params.includes(i) ? fill(segment, segment === ':id' ? paperId : '1') : segment));
  const variants = [{ url: base.join('/'), describe: 'valid-ish path' }];
  for (const index of params) {
    for (const bad of BAD_PATH_SEGMENTS) {
      const broken = [...base];
      broken[index] = fill(segments[index]!, bad);
      variants.push({ url: broken.join('/'), describe: `path segment ${segments[index]} = ${bad.length > 30 ? `${bad.slice(0, 10)}…(${bad.length})` : bad}` });
    }
  }
  return variants;
}

function queries(route: CatalogedRoute): { query: string; describe: string }[] {
  const schema = jsonSchemaOf(route.querystring);
  const base = (schema ? sample(schema, 'query') : {}) as Record<string, Json>;
  const encode = (values: Record<string, Json>) =>
    Object.entries(values)
      .map(([name, value]) => `${name}=${percentEncode(String(value))}`)
      .join('&');
  const baseQuery = encode(base);
  const variants = [{ query: baseQuery, describe: 'valid-ish query' }];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const bad of BAD_QUERY_VALUES) {
      const rest = encode(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)));
      variants.push({ query: [rest, `${name}=${bad}`].filter(Boolean).join('&'), describe: `query ${name}=${bad.slice(0, 30)}` });
    }
    variants.push({ query: `${name}=1&${name}=2`, describe: `query ${name} twice` });
    variants.push({ query: `${name}%5B%5D=a`, describe: `query ${name}[]` });
  }
  for (const junk of JUNK_QUERIES) variants.push({ query: [baseQuery, junk].filter(Boolean).join('&'), describe: `junk query ${junk.slice(0, 40)}` });
  for (let i = 0; i < 3; i += 1) {
    const name = pick([...Object.keys(schema?.properties ?? {}), 'x']);
    variants.push({ query: `${name}=${percentEncode(garbage(1 + Math.floor(random() * 40)))}`, describe: `random query ${name}` });
  }
  return variants;
}

/** JSON bodies: the valid-ish one, each field broken, missing or doubled, and bodies that are not the object at all. */
function jsonBodies(route: CatalogedRoute, slot: number): { describe: string; payload?: string | Buffer; headers?: Record<string, string> }[] {
  const schema = jsonSchemaOf(route.body);
  const objectSchema = schema?.anyOf?.find((o) => o.type === 'object') ?? schema;
  const base = (objectSchema?.type === 'object' ? sample(objectSchema, 'body') : undefined) as Record<string, Json> | undefined;
  const bodies: { describe: string; payload?: string | Buffer; headers?: Record<string, string> }[] = [
    { describe: 'no body' },
    { describe: 'valid-ish body', ...json(base ?? {}) },
  ];
  for (const name of Object.keys(objectSchema?.properties ?? {})) {
    for (const bad of share(BAD_VALUES, CORE_VALUES, slot)) bodies.push({ describe: `body ${name}=${short(bad)}`, ...json({ ...base, [name]: bad }) });
    const rest = { ...base };
    delete rest[name];
    bodies.push({ describe: `body without ${name}`, ...json(rest) });
    bodies.push({ describe: `body ${name} = random`, ...json({ ...base, [name]: garbage(1 + Math.floor(random() * 60)) }) });
  }
  for (const [name, plain] of rotate(PLAIN_STRINGS, Object.keys(objectSchema?.properties ?? {}), slot)) {
    bodies.push({ describe: `body ${name}=${short(plain)}`, ...json({ ...base, [name]: plain }) });
  }
  const whole: Json[] = [null, [], [base], 'text', '\u0000', 42, true, {}, { ...base, extra: '\u0000' }, { ...base, 'key\u0000': 1 }, { ...base, nested: { deeper: ['\ud800'] } }];
  for (const value of whole) bodies.push({ describe: `body ${short(value)}`, ...json(value) });
  const raw: [string, string | Buffer, string][] = [
    ['invalid JSON', '{"email":', 'application/json'],
    ['empty JSON', '', 'application/json'],
    ['raw NUL in JSON', '{"a":"\u0000"}', 'application/json'],
    ['invalid UTF-8 in JSON', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]), 'application/json'],
    ['prototype key', '{"__proto__":{"admin":true}}', 'application/json'],
    ['deep nesting', '['.repeat(5_000) + ']'.repeat(5_000), 'application/json'],
    ['text/plain', JSON.stringify(base ?? {}), 'text/plain'],
    ['form-urlencoded', 'email=a%00b&password=x', 'application/x-www-form-urlencoded'],
    ['multipart instead of JSON', '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\u0000\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
    ['JSON as UTF-16', JSON.stringify(base ?? {}), 'application/json; charset=utf-16'],
    ['unknown content type', '\u0000\u0001', 'application/x-fuzz'],
  ];
  for (const [describe, payload, type] of raw) bodies.push({ describe, payload, headers: { 'content-type': type } });
  return bodies;
}

/** A multipart body written by hand, so fields may hold any bytes and the structure may be broken. */
function multipart(fields: [string, string | Buffer][], files: { field: string; bytes: Buffer; type: string; name: string }[] = [], boundary = 'fuzzboundary'): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function multipartBodies(slot: number): { describe: string; payload: Buffer; headers: Record<string, string> }[] {
  const type = { 'content-type': 'multipart/form-data; boundary=fuzzboundary' };
  const pdf = { field: 'manuscript', bytes: SAMPLE_PDF, type: 'application/pdf', name: 'manuscript.pdf' };
  const fields = submissionFields();
  const withField = (name: string, value: string | Buffer) => Object.entries({ ...fields, [name]: value }) as [string, string | Buffer][];
  const bodies: { describe: string; payload: Buffer; headers: Record<string, string> }[] = [
    { describe: 'valid-ish submission', payload: multipart(Object.entries(fields), [pdf]), headers: type },
  ];
  const text = ['\u0000', 'a\u0000b', 'x\u0001y', '\u001b', '\ud800', 'x\udc00', LONG];
  const names = [...Object.keys(fields), 'revisionOf', 'specialIssueId'];
  for (const name of names) {
    for (const bad of share(text, ['\u0000', 'a\u0000b', '\ud800'], slot)) bodies.push({ describe: `multipart ${name}=${short(bad)}`, payload: multipart(withField(name, bad), [pdf]), headers: type });
    bodies.push({ describe: `multipart ${name} as invalid UTF-8`, payload: multipart(withField(name, Buffer.from([0x61, 0xc0, 0x80, 0xff, 0x00])), [pdf]), headers: type });
  }
  for (const [name, plain] of rotate(PLAIN_STRINGS, names, slot)) {
    bodies.push({ describe: `multipart ${name}=${short(plain)}`, payload: multipart(withField(name, plain), [pdf]), headers: type });
  }
  const author = { name: 'Amina Bello', email: 'amina.bello@example.org', affiliation: 'Ahmadu Bello University', orcid: '0000-0002-1825-0097', isPrimaryContact: true };
  for (const key of Object.keys(author)) {
    for (const bad of share(['\u0000', 'a\u0000b', '\u0001', '\ud800', LONG, 2_147_483_648, null, [], {}], ['\u0000', '\ud800'], slot)) {
      bodies.push({ describe: `multipart authors[0].${key}=${short(bad)}`, payload: multipart(withField('authors', JSON.stringify([{ ...author, [key]: bad }])), [pdf]), headers: type });
    }
  }
  for (const authors of ['[]', '{}', 'null', '"x"', '[null]', '[1]', 'not json', '['.repeat(3_000), JSON.stringify(Array(40).fill(author)), '[{"name\u0000":"x"}]']) {
    bodies.push({ describe: `multipart authors=${short(authors)}`, payload: multipart(withField('authors', authors), [pdf]), headers: type });
  }
  const structural: [string, Buffer, Record<string, string>][] = [
    ['no file', multipart(Object.entries(fields)), type],
    ['two files', multipart(Object.entries(fields), [pdf, pdf]), type],
    ['file in another field', multipart(Object.entries(fields), [{ ...pdf, field: 'other' }]), type],
    ['empty file', multipart(Object.entries(fields), [{ ...pdf, bytes: Buffer.alloc(0) }]), type],
    ['file name with NUL', multipart(Object.entries(fields), [{ ...pdf, name: 'a\u0000b.pdf' }]), type],
    ['file as text/plain with controls', multipart(Object.entries(fields), [{ ...pdf, bytes: Buffer.from('\u0000\u0001'), type: 'text/plain' }]), type],
    ['field name with NUL', multipart([...Object.entries(fields), ['ti\u0000tle', 'x']], [pdf]), type],
    ['duplicate fields', multipart([...Object.entries(fields), ['title', '\u0000']], [pdf]), type],
    ['too many fields', multipart([...Object.entries(fields), ...Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'] as [string, string])], [pdf]), type],
    ['no boundary', multipart(Object.entries(fields), [pdf]), { 'content-type': 'multipart/form-data' }],
    ['wrong boundary', multipart(Object.entries(fields), [pdf]), { 'content-type': 'multipart/form-data; boundary=other' }],
    ['truncated', multipart(Object.entries(fields), [pdf]).subarray(0, 200), type],
    ['JSON instead of multipart', Buffer.from(JSON.stringify(fields)), { 'content-type': 'application/json' }],
    ['form-urlencoded', Buffer.from('title=a%00b'), { 'content-type': 'application/x-www-form-urlencoded' }],
    ['garbage bytes', Buffer.from(garbage(300)), type],
  ];
  for (const [describe, payload, headers] of structural) bodies.push({ describe: `multipart ${describe}`, payload, headers });
  return bodies;
}

const isMultipart = (route: CatalogedRoute) => route.consumes?.includes('multipart/form-data') ?? false;
const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Every request for one route: paths and queries with the valid-ish body, bodies on the valid-ish path. */
function casesFor(route: CatalogedRoute, slot: number): Case[] {
  const wildcard = route.url.endsWith('*');
  const pathVariants = paths(route);
  const queryVariants = queries(route);
  const base = pathVariants[0]!.url;
  const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);
  const bodies = !hasBody(route.method) ? [] : isMultipart(route) ? multipartBodies(slot) : jsonBodies(route, slot);
  const baseBody = bodies.find((body) => body.describe.startsWith('valid-ish')) ?? {};
  // Query strings matter most where a schema reads them; elsewhere a few junk ones suffice.
  const queryCases = route.querystring ? queryVariants.slice(1) : queryVariants.slice(1).filter((_, i) => i % 4 === 0);
  // Catch-all routes answer every method: a sample keeps the count on the real routes.
  const some = <T>(list: T[]) => (wildcard ? list.filter((_, i) => i % 6 === 0) : list);
  const cases: Case[] = [];
  for (const path of some(pathVariants)) cases.push({ ...baseBody, describe: path.describe, method: route.method, url: withQuery(path.url, queryVariants[0]!.query) });
  for (const query of some(queryCases)) cases.push({ ...baseBody, describe: query.describe, method: route.method, url: withQuery(base, query.query) });
  for (const body of some(bodies.filter((b) => b !== baseBody))) cases.push({ ...body, method: route.method, url: withQuery(base, queryVariants[0]!.query) });
  return cases;
}

let t: TestApp;
let routes: CatalogedRoute[];
type Account = { email: string; token: string };
/** One account per role for the whole run (the AUTHOR owns the paper of the valid-ish paths)… */
const accounts: Partial<Record<Caller, Account>> = {};
/** …and accounts for uploads, renewed before the per-account budget (30 an hour) hides the route. */
const submitters: Partial<Record<Caller, Account & { uses: number }>> = {};

beforeAll(async () => {
  // Every optional route on: /metrics (decision 0064) is fuzzed too.
  ({ t, routes } = await createCatalogedTestApp({ METRICS: 'on' }));
  for (const role of CALLERS.filter((c) => c !== 'anonymous')) {
    const { email } = await t.createUser(role);
    accounts[role] = { email, token: await t.login(email) };
  }
  const submitted = await submitPaper(t, accounts.AUTHOR!.token);
  if (submitted.statusCode !== 201) throw new Error(`seed submission failed: ${submitted.body}`);
  paperId = String(submitted.json().id);
}, 120_000);
afterAll(() => t?.close());

/** The caller's token; a session a fuzzed call ended is renewed by renewEnded. */
async function tokenFor(caller: Caller, route: CatalogedRoute): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (!isMultipart(route)) return accounts[caller]!.token;
  let submitter = submitters[caller];
  if (!submitter || submitter.uses >= 25) {
    const { email } = await t.createUser(caller);
    submitter = submitters[caller] = { email, token: await t.login(email), uses: 0 };
  }
  submitter.uses += 1;
  return submitter.token;
}
/**
 * Sessions a fuzzed change ended are renewed, for every account: a call can end its caller's
 * session (logout) or, as an admin, another account's (a role change, an email change, a
 * deletion in the Users tab). An account an admin call deleted or moved to another email is made
 * again, with the same role.
 */
async function renewEnded() {
  for (const [role, account] of Object.entries(accounts) as [Exclude<Caller, 'anonymous'>, Account][]) {
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(account.token) });
    if (profile.statusCode === 200 && profile.json().role === role) continue;
    try {
      account.token = await t.login(account.email);
      const renewed = await t.app.inject({ url: '/api/users/profile', headers: bearer(account.token) });
      if (renewed.json().role === role) continue;
    } catch {
      // Deleted, or its email changed: made again below.
    }
    const { email } = await t.createUser(role);
    accounts[role] = { email, token: await t.login(email) };
  }
}

it('answers every route, every caller and every broken input without a 5xx', async () => {
  const fuzzed = routes.filter((route) => route.method !== 'HEAD');
  expect(fuzzed.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['POST /api/papers', 'POST /api/papers/:id/withdraw', 'GET /api/papers/:id/revision', 'POST /api/users', 'GET /api/papers/search', 'GET /metrics']));
  const started = Date.now();
  let sent = 0;
  const failures: { route: string; request: string }[] = [];
  const leaks: string[] = [];
  const timings: [string, number, number, Record<number, number>][] = [];
  for (const route of fuzzed) {
    const routeStarted = Date.now();
    let count = 0;
    const statuses: Record<number, number> = {};
    for (const [slot, caller] of CALLERS.entries()) {
      const cases = casesFor(route, slot);
      count += cases.length;
      for (const request of cases) {
        const token = await tokenFor(caller, route);
        let response: LightMyRequestResponse;
        try {
          response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: { ...request.headers, ...bearer(token) },
            remoteAddress: uniqueAddress(),
          });
        } catch (error) {
          failures.push({ route: `${route.method} ${route.url}`, request: `${caller} [${request.describe}] threw ${String(error)}` });
          continue;
        }
        sent += 1;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const label = `${caller} ${request.method} ${request.url.slice(0, 120)} [${request.describe}]`;
        if (response.statusCode >= 500) failures.push({ route: `${route.method} ${route.url}`, request: `${label} → ${response.statusCode}` });
        else if (response.statusCode >= 400 && /Failed query|node_modules|\bat .+:\d+:\d+/.test(response.body)) leaks.push(`${label} → ${response.body.slice(0, 200)}`);
        if (caller !== 'anonymous' && hasBody(request.method) && response.statusCode < 400) await renewEnded();
      }
    }
    timings.push([`${route.method} ${route.url}`, count, Date.now() - routeStarted, statuses]);
  }
  if (process.env.FUZZ_PROFILE) console.log(timings.sort((a, b) => b[2] - a[2]).map(([name, n, ms, by]) => `${name}: ${n} requests, ${ms} ms, ${JSON.stringify(by)}`).join('\n'));
  console.log(`fuzz: ${sent} requests over ${fuzzed.length} routes × ${CALLERS.length} callers, ${failures.length} 5xx, ${Date.now() - started} ms`);
  expect(sent).toBeGreaterThanOrEqual(2_000);
  const byRoute = new Map<string, typeof failures>();
  for (const failure of failures) byRoute.set(failure.route, [...(byRoute.get(failure.route) ?? []), failure]);
  const report = [...byRoute].map(([route, list]) => `${route}: ${list.length} × 5xx, e.g.\n    ${list.slice(0, 4).map((f) => f.request).join('\n    ')}`);
  expect(failures.length, `${failures.length} requests answered 5xx:\n${report.join('\n')}`).toBe(0);
  expect(leaks, 'error bodies must not show internals').toEqual([]);
}, 600_000);
