import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { validateXml } from '../../tests/support/xml-schema';
import type { TestApp } from '../../tests/support/test-app';

/** The OAI-PMH tests' client: every answer is checked against the official schemas (tests/support/xml-schema.ts). */

const ARRAYS = new Set(['record', 'set', 'metadataFormat', 'error', 'adminEmail', 'description', 'dc:creator', 'dc:subject', 'dc:identifier', 'dc:type', 'dc:format']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', htmlEntities: true, parseTagValue: false, isArray: (name, jpath) => ARRAYS.has(name) || jpath === 'OAI-PMH.ListIdentifiers.header' || String(jpath).endsWith('header.setSpec') });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed XML tree, read by the tests' paths
export type Xml = any;

export interface OaiAnswer {
  xml: string;
  /** The OAI-PMH element, parsed. */
  oai: Xml;
  /** The error codes, in order ([] for a successful answer). */
  errors: string[];
}

export function createOaiClient(t: TestApp) {
  async function request(args: string, method: 'GET' | 'POST' = 'GET'): Promise<OaiAnswer> {
    const response =
      method === 'GET'
        ? await t.app.inject({ method, url: `/oai${args === '' ? '' : `?${args}`}` })
        : await t.app.inject({ method, url: '/oai', payload: args, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
    const xml = response.body;
    const validation = validateXml(xml, 'oaiPmh');
    expect(validation.errors, xml.slice(0, 2000)).toBe('');
    expect(validation.valid).toBe(true);
    const oai = parser.parse(xml)['OAI-PMH'];
    const errors = ((oai.error ?? []) as Xml[]).map((error) => error['@code'] as string);
    return { xml, oai, errors };
  }
  return {
    request,
    /** The error codes of a request that must fail, after checking it did. */
    async errorsOf(args: string, method: 'GET' | 'POST' = 'GET'): Promise<string[]> {
      const answer = await request(args, method);
      expect(answer.errors.length, answer.xml).toBeGreaterThan(0);
      return answer.errors;
    },
  };
}

/** The text of an element that may carry attributes. */
export const textOf = (node: Xml): string => (typeof node === 'string' ? node : (node?.['#text'] ?? ''));
