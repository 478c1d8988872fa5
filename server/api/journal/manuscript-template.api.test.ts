import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_CONTENT_TYPE, MANUSCRIPT_FORMAT, MANUSCRIPT_TEMPLATE_FILE_NAME } from '../../../contract/journal';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { readZipEntries } from '../../../tests/support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/manuscript-template (reading-side.md §2 Manuscript templates)', () => {
  it('downloads a Word document under the template file name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/manuscript-template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${MANUSCRIPT_TEMPLATE_FILE_NAME}"`);
    expect(MANUSCRIPT_TEMPLATE_FILE_NAME).toMatch(/\.docx$/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(Number(response.headers['content-length'])).toBe(bytes.length);
  });

  it('is a real .docx laid out as the guide asks', async () => {
    const entries = readZipEntries((await t.app.inject({ method: 'GET', url: '/api/manuscript-template/' })).rawPayload);
    expect(entries.get('[Content_Types].xml')?.toString()).toContain('wordprocessingml.document.main+xml');
    const document = entries.get('word/document.xml')!.toString();
    for (const text of ['Abstract', 'Keywords', 'Introduction', 'Materials and Methods', 'Results', 'Discussion', 'References', 'Before You Submit']) {
      expect(document).toContain(text);
    }
    expect(document).toContain('<w:lnNumType');
    expect(document).toMatch(/w:pgMar[^>]*w:top="1440"/);
    const styles = entries.get('word/styles.xml')!.toString();
    expect(styles).toContain(MANUSCRIPT_FORMAT.font);
    expect(styles).toMatch(/w:spacing[^>]*w:line="480"/);
  });

  it('answers HEAD too and refuses other methods as problem details', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/manuscript-template' })).statusCode).toBe(200);
    const post = await t.app.inject({ method: 'POST', url: '/api/manuscript-template' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
