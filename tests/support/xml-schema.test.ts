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
