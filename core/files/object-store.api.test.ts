import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers } from '../../db/schema';
import { expectProblem } from '../../tests/support/problem';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server';
import { submissionFields, submitPaper } from '../../tests/support/submission';
import { bearer, createTestApp, type TestApp } from '../../tests/support/test-app';
import { uniquePdf } from '../../tests/support/unique-pdf';
import { FILE_STORAGE_UNAVAILABLE } from './s3-file-store';

/**
 * Decision 0063: with S3_URL set, an author's manuscript goes to the object store before the
 * paper's transaction (decision 0022) and downloads back byte for byte; while the store is down
 * an upload answers 503 in words, writes no row and leaves no temp file.
 */
let s3: TestS3Server;
let client: S3Client;
let t: TestApp;
let token: string;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const localEntries = async (...folder: string[]) => readdir(path.join(t.dataDir, 'files', ...folder)).catch(() => [] as string[]);
const papersTitled = async (title: string) => (await t.db.select({ id: papers.id }).from(papers).where(eq(papers.title, title))).length;

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  t = await createTestApp(s3.env);
  token = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await s3.close();
});

describe('uploaded files in an S3-compatible object store (S3_URL)', () => {
  let paperId: number;

  it('a submitted manuscript is in the bucket under its hash, not on the local disk, and downloads back byte for byte', async () => {
    const bytes = await uniquePdf('object store', 300 * 1024);
    const response = await submitPaper(t, token, submissionFields({ title: 'Cassava mosaic resistance kept in an object store' }), { bytes });
    expect(response.statusCode, response.body).toBe(201);
    paperId = (response.json() as { id: number }).id;

    const sha256 = sha256Of(bytes);
    const stored = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `files/${sha256.slice(0, 2)}/${sha256}` }));
    expect(stored.ContentLength).toBe(bytes.length);
    expect(await localEntries()).toEqual(['tmp']);
    expect(await localEntries('tmp')).toEqual([]);

    const download = await t.app.inject({ url: `/api/papers/${paperId}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: `/api/papers/${paperId}/download`, headers: bearer(token) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('while the store is down, a submission answers 503 "File storage is unavailable", writes no paper and leaves no temp file', async () => {
    await s3.stop();
    const title = 'Sorghum drought tolerance sent while the object store was down';
    const response = await submitPaper(t, token, submissionFields({ title }), { bytes: await uniquePdf('store down') });
    expectProblem(response, 503, FILE_STORAGE_UNAVAILABLE);
    expect(await papersTitled(title)).toBe(0);
    expect(await localEntries('tmp')).toEqual([]);

    // A download says the same rather than "not found": the file is there, the store is not.
    expectProblem(await t.app.inject({ url: `/api/papers/${paperId}/download`, headers: bearer(token) }), 503, FILE_STORAGE_UNAVAILABLE);
  });
});
