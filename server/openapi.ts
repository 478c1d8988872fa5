import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../contract/auth/access.policy';
import { LICENCE } from '../contract/journal/identity';

/**
 * The OpenAPI document at /api/docs (issue 16), generated from the routes and their contract
 * schemas, then completed here once for every route, so a route added tomorrow is documented the
 * same way: an `operationId` from its method and path; `security: []` on public operations;
 * problem answers (4xx, 5xx) as `application/problem+json` with a description of what each status
 * means; 401 and 403 wherever the access policy can answer them; multipart bodies from the form's
 * contract schema and its files (`schema.multipart`, see multipartDoc). `server/openapi.api.test.ts`
 * lints the result with Redocly's recommended rules.
 */

/** A multipart body for the documentation: the form's text fields (its contract schema) and its files. */
export interface MultipartDoc {
  fields: z.ZodType;
  /** Field name → what the file may be ("PDF up to 10MB, judged by content"). */
  files: Record<string, string>;
  /** Fields that a form sends as JSON text (authors, newIssue): name → what the JSON holds. */
  jsonText?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: what a multipart/form-data body carries (the route parses it itself). */
    multipart?: MultipartDoc;
  }
}

export const multipartDoc = (fields: z.ZodType, files: Record<string, string>, jsonText: Record<string, string> = {}): MultipartDoc => ({ fields, files, jsonText });

/** What each problem status means to a client of this API (RFC 9457 problem details in every case). */
export const PROBLEM_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad request: the input breaks a rule; `detail` says which, `errors` names the fields',
  '401': 'Not signed in, or the token is invalid or expired: sign in and send `Authorization: Bearer <token>`',
  '403': 'Signed in, but this account may not do this',
  '404': 'There is no such resource, or this caller may not see it',
  '409': 'The request conflicts with the resource’s current state; `detail` says why and nothing was changed',
  '413': 'The body or a file is larger than allowed',
  '415': 'The file’s content is not of an accepted type',
  '422': 'The request was understood but cannot be carried out; `detail` says why',
  '429': 'Too many requests from this client: `Retry-After` says how many seconds to wait',
  '500': 'The server failed; nothing was changed',
  '502': 'A service the journal relies on failed; nothing was changed',
  '503': 'The service is not available right now (the server is starting or stopping, or its database or file storage is not answering): `Retry-After` says when to try again',
  '507': 'The server is out of storage space for the file; nothing was changed: try again later',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work is queued',
  '204': 'Done; no content',
  '301': 'Moved permanently: `Location` gives the address',
  '302': 'Found: `Location` gives the address',
  '303': 'See other: `Location` gives the address',
};

/** GET /api/admin/users/{id} → getAdminUsersById: unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.match(/^[:{]([A-Za-z0-9_]+)}?(.*)$/);
      const text = param ? `by-${param[1]}${param[2] ?? ''}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; consumes?: string[]; multipart?: MultipartDoc; security?: unknown };

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * The response map with problem content types and descriptions; 401/403 added where the access
 * policy answers them, 503 on every operation (decision 0064: starting, stopping, the database or
 * file storage away) and 507 on every upload (decision 0067: a full disk).
 */
function documentResponses(response: Record<string, unknown> | undefined, access: Access | undefined, problemSchema: z.ZodType, uploads: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const statuses = { ...response };
  statuses['503'] ??= problemSchema;
  if (uploads) statuses['507'] ??= problemSchema;
  if (access !== undefined && access !== 'public') {
    statuses['401'] ??= problemSchema;
    if (access !== 'signed-in') statuses['403'] ??= problemSchema;
  }
  // Every address is checked for control characters before any route runs (server/plugins/input-text.ts).
  if (!Object.keys(statuses).some((status) => status.startsWith('4'))) statuses['400'] = problemSchema;
  for (const [status, schema] of Object.entries(statuses)) {
    if (!isZod(schema)) {
      out[status] = schema;
      continue;
    }
    const code = Number(status);
    if (code >= 400) {
      out[status] = { description: PROBLEM_DESCRIPTIONS[status] ?? `Problem details (HTTP ${status})`, content: { 'application/problem+json': { schema } } };
    } else {
      out[status] = { description: schema.description ?? SUCCESS_DESCRIPTIONS[status] ?? `HTTP ${status}`, content: { 'application/json': { schema } } };
    }
  }
  return out;
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

const fieldsJsonSchema = (fields: z.ZodType) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as ObjectSchema & { $schema?: string };
  return schema;
};

/** The request body per content type: the form's fields with its files as multipart, the same fields as JSON when the route takes JSON too. */
function requestBodyOf(doc: MultipartDoc, consumes: string[] | undefined): { content: Record<string, { schema: unknown }> } {
  const fields = fieldsJsonSchema(doc.fields);
  const jsonText = Object.fromEntries(Object.entries(doc.jsonText ?? {}).map(([name, description]) => [name, { type: 'string', description: `JSON text: ${description}` }]));
  const files = Object.fromEntries(Object.entries(doc.files).map(([name, description]) => [name, { type: 'string', format: 'binary', description }]));
  const multipart = { type: 'object', properties: { ...fields.properties, ...jsonText, ...files }, ...(fields.required?.length ? { required: fields.required } : {}) };
  return {
    content: {
      'multipart/form-data': { schema: multipart },
      ...(consumes?.includes('application/json') ? { 'application/json': { schema: fields } } : {}),
    },
  };
}

/** The per-route transform: ours first (on a copy: the route's own schema still validates and serialises), then the zod one. */
export function openapiTransform(problemSchema: z.ZodType): NonNullable<FastifyDynamicSwaggerOptions['transform']> {
  return (document) => {
    const { route } = document;
    const schema = document.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const access = (route.config as { access?: Access } | undefined)?.access;
    const { multipart, ...rest } = schema;
    const copy: RouteSchema = {
      ...rest,
      response: documentResponses(schema.response, access, problemSchema, multipart !== undefined),
      ...(access === 'public' ? { security: [] } : {}),
    };
    const transformed = jsonSchemaTransform({ ...document, schema: copy as never });
    if (multipart) (transformed.schema as Record<string, unknown>).body = requestBodyOf(multipart, schema.consumes);
    return transformed;
  };
}

/** The whole document's last pass: an operationId for every operation (a GET+HEAD route is one schema, two operations). */
export const openapiTransformObject: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (document) => {
  const doc = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>)) {
    for (const [method, operation] of Object.entries(item)) {
      // GET and HEAD of one route share one operation object: each gets a copy with its own id.
      if (typeof operation === 'object' && operation !== null) item[method] = { ...operation, operationId: operationIdOf(method, path) };
    }
  }
  return doc;
};

/** The document's own facts: where it is served, its licence and who to contact. */
export function openapiInfo(publicUrl: string, journalName: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    info: {
      title: `${journalName} API`,
      version: '1.0.0',
      description:
        'JSON API of the journal. Errors are RFC 9457 problem details (`application/problem+json`). Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`; public operations need none.',
      license: { name: `Published content: ${LICENCE.shortName}`, url: LICENCE.url },
      contact: { name: 'Editorial office', url: `${base}/contact` },
    },
    servers: [{ url: base, description: 'This journal' }],
  };
}
