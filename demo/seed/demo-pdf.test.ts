import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { detectManuscriptType } from '../../core/files/manuscript-type';
import { renderManuscriptPdf } from './demo-pdf';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jals-demo-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// The demo submits its manuscripts through submitPaper, which checks them by content (decision 0027).
test("the demo's generated manuscript passes the manuscript check", async () => {
  const bytes = await renderManuscriptPdf({
    title: 'Cassava yields under drought',
    authors: [{ name: 'Amina Bello', affiliation: 'Ahmadu Bello University', isPrimaryContact: true, email: 'amina@example.org' }],
    abstract: 'Field trials of six cassava varieties over two dry seasons.',
    keywords: ['cassava', 'drought'],
    sections: [{ heading: 'Introduction', paragraphs: ['Cassava is a staple crop.'] }],
    date: new Date('2024-03-15T00:00:00Z'),
  });
  const file = path.join(dir, 'manuscript');
  await writeFile(file, bytes);
  expect(await detectManuscriptType(file)).toBe('pdf');
});
