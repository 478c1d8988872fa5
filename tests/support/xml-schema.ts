import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Validates XML against the official schemas copied into tests/fixtures/xml-schemas (provenance
 * in its MANIFEST.tsv and README.md) with libxml2's xmllint (Debian `libxml2-utils`, installed by
 * `npm test` and `.ci/run` when missing). `--nonet`: every import resolves to a file there.
 */
const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/xml-schemas');

export const XML_SCHEMAS = {
  /** An OAI-PMH 2.0 response with oai_dc records and oai-identifier descriptions (local driver). */
  oaiPmh: 'oai-pmh/oai-pmh-oai_dc.xsd',
  /** An OAI-PMH 2.0 response that may carry JATS records (in the namespace repositories give JATS; local drivers). */
  oaiPmhJats: 'oai-pmh/oai-pmh-with-jats.xsd',
  /** A Crossref 5.4.0 deposit. */
  crossref: 'crossref/crossref5.4.0.xsd',
  /** A JATS 1.3 Journal Publishing article (MathML 3). */
  jats: 'jats/JATS-journalpublishing1-3-mathml3.xsd',
  /** A sitemaps.org 0.9 urlset. */
  sitemap: 'sitemap/sitemap.xsd',
  /** A sitemaps.org 0.9 sitemap index. */
  sitemapIndex: 'sitemap/siteindex.xsd',
} as const;

export type XmlSchemaName = keyof typeof XML_SCHEMAS;

export interface XmlValidation {
  valid: boolean;
  /** xmllint's messages, one per line ('-:12: element x: Schemas validity error : ...'). */
  errors: string;
}

/**
 * Validates `xml` against one of the schemas, or against a schema file of the fixtures folder given
 * by its path there. Several documents are checked in one xmllint run, which compiles the schema
 * once (JATS with MathML takes seconds); its messages then name each document's temporary file.
 */
export function validateXml(xml: string | readonly string[], schema: XmlSchemaName | { file: string }): XmlValidation {
  const file = typeof schema === 'string' ? XML_SCHEMAS[schema] : schema.file;
  const documents = typeof xml === 'string' ? null : xml;
  const folder = documents ? mkdtempSync(path.join(tmpdir(), 'jals-xml-')) : null;
  const inputs = documents && folder ? documents.map((text, index) => {
    const input = path.join(folder, `document-${index + 1}.xml`);
    writeFileSync(input, text);
    return input;
  }) : ['-'];
  const result = spawnSync('xmllint', ['--nonet', '--noout', '--schema', path.join(SCHEMAS_DIR, file), ...inputs], {
    input: typeof xml === 'string' ? xml : undefined,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (result.error) throw new Error(`xmllint could not run (${result.error.message}): install Debian's libxml2-utils (npm test does it as root).`);
  if (result.status === 5) throw new Error(`xmllint could not compile ${file}: ${result.stderr}`);
  const errors = result.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !/ validates$/.test(line) && !/Schemas parser warning/.test(line))
    .join('\n');
  return { valid: result.status === 0, errors };
}

/** The fixtures folder, for a test that needs a schema file of its own (a driver importing more formats). */
export const xmlSchemasDir = SCHEMAS_DIR;
