import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateXml, xmlSchemasDir, type XmlSchemaName } from './xml-schema';

/** The validator itself: each official sample passes and each broken sample fails, so a green schema test means something. */
const samples: [XmlSchemaName, string, string][] = [
  ['oaiPmh', 'oai-pmh/sample-valid.xml', 'oai-pmh/sample-invalid.xml'],
  ['oaiPmh', 'oai-pmh/sample-valid-identify.xml', 'oai-pmh/sample-invalid-identify.xml'],
  ['crossref', 'crossref/sample-valid.xml', 'crossref/sample-invalid.xml'],
  ['jats', 'jats/sample-valid.xml', 'jats/sample-invalid.xml'],
  ['sitemap', 'sitemap/sample-valid.xml', 'sitemap/sample-invalid.xml'],
  ['sitemapIndex', 'sitemap/sample-valid-index.xml', 'sitemap/sample-invalid-index.xml'],
];

const read = (file: string) => readFileSync(path.join(xmlSchemasDir, file), 'utf8');

describe('xmllint against the official schemas', () => {
  test.each(samples)('%s: %s passes and %s fails', (schema, valid, invalid) => {
    expect(validateXml(read(valid), schema)).toEqual({ valid: true, errors: '' });
    const broken = validateXml(read(invalid), schema);
    expect(broken.valid).toBe(false);
    expect(broken.errors).toMatch(/validity error|parser error/);
  });
});

describe('several documents in one run', () => {
  test('pass together, and one broken document fails the run, named by its place', () => {
    const valid = read('sitemap/sample-valid.xml');
    expect(validateXml([valid, valid], 'sitemap')).toEqual({ valid: true, errors: '' });
    const broken = validateXml([valid, read('sitemap/sample-invalid.xml')], 'sitemap');
    expect(broken.valid).toBe(false);
    expect(broken.errors).toMatch(/document-2\.xml.*(validity error|parser error)/);
    expect(broken.errors).not.toMatch(/document-1\.xml/);
  });
});
