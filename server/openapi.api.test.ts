import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import type { TestApp } from '../tests/support/test-app';
import { operationIdOf } from './openapi';

/**
 * Issue 16: the OpenAPI document passes Redocly's recommended rules with no error and no
 * warning, and says what a client needs for every route the app registers (read from the app,
 * so a route added tomorrow is checked tomorrow).
 */
type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
};
type Document = { openapi: string; servers?: { url: string }[]; info: { license?: { name: string; url: string }; contact?: { url: string } }; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let routes: CatalogedRoute[];
let doc: Document;
let source: string;

beforeAll(async () => {
  ({ t, routes } = await createCatalogedTestApp());
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  source = response.body;
  doc = response.json();
});
afterAll(() => t.close());

/** Fastify's /api/papers/:id → OpenAPI's /api/papers/{id}. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\(.*?\)/g, '');
const documented = () =>
  routes
    // Fastify's automatic HEAD twins of GET routes are not operations of their own.
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.url !== '/api/*' && route.method !== 'HEAD')
    .map((route) => ({ route, operation: doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()] }));

describe('OpenAPI document at /api/docs/json', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);

  it('names its server, its licence and whom to contact', () => {
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    expect(doc.info.license).toEqual({ name: 'Published content: CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(doc.info.contact?.url).toMatch(/\/contact$/);
  });

  it('documents every API route with a unique operationId', () => {
    const operations = documented();
    expect(operations.length).toBeGreaterThan(100);
    for (const { route, operation } of operations) {
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.operationId).toBe(operationIdOf(route.method, openapiPath(route.url)));
    }
    const ids = operations.map(({ operation }) => operation!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks public operations as needing no token, and the others as answering 401', () => {
    for (const { route, operation } of documented()) {
      if (route.access === 'public') expect(operation!.security, `${route.method} ${route.url}`).toEqual([]);
      else {
        expect(operation!.security, `${route.method} ${route.url}`).toBeUndefined();
        expect(Object.keys(operation!.responses), `${route.method} ${route.url}`).toContain('401');
      }
    }
  });

  it('answers problems as application/problem+json and describes every response', () => {
    for (const { route, operation } of documented()) {
      for (const [status, response] of Object.entries(operation!.responses)) {
        const where = `${route.method} ${route.url} ${status}`;
        expect(response.description, where).not.toBe('Default Response');
        expect(response.description.length, where).toBeGreaterThan(1);
        if (Number(status) >= 400) expect(Object.keys(response.content ?? {}), where).toEqual(['application/problem+json']);
      }
    }
  });

  it('describes each multipart body with its fields and files', () => {
    const multipart = documented().filter(({ route }) => route.consumes?.includes('multipart/form-data'));
    expect(multipart.length).toBeGreaterThanOrEqual(12);
    for (const { route, operation } of multipart) {
      const schema = operation!.requestBody?.content['multipart/form-data']?.schema;
      const where = `${route.method} ${route.url}`;
      expect(schema, where).toBeDefined();
      const properties = Object.values(schema!.properties ?? {});
      expect(properties.some((property) => property.format === 'binary'), where).toBe(true);
      expect(properties.some((property) => property.format !== 'binary'), where).toBe(true);
      if (route.consumes?.includes('application/json')) expect(operation!.requestBody?.content['application/json'], where).toBeDefined();
    }
  });
});
