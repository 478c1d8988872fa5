import { REVIEW_MESSAGES as M } from '../../contract/reviews/review.messages';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { removeDocumentMetadata } from '../files/document-metadata';
import { MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import { insertStoredFile } from '../papers/submission.repo';
import { deleteStoredFile, findStoredFile, findVersionForReview, setReviewerCopy } from './reviews.repo';

const manuscriptUnavailable = () => new AppError('NOT_FOUND', M.noManuscript);
const CLEANABLE: Record<string, 'pdf' | 'docx'> = { [MANUSCRIPT_MEDIA_TYPES.pdf]: 'pdf', [MANUSCRIPT_MEDIA_TYPES.docx]: 'docx' };

async function readStored(ctx: Ctx, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.files.open(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The reviewers' copy of the version the reviewer was invited to: made once, its document
 * metadata removed, and kept as its own stored file; the original stays as it was for the
 * editors. A legacy .doc cannot be cleaned reliably and is offered as it is (decision 0041).
 */
export async function reviewerCopyOf(ctx: Ctx, paperId: number, invitedAt: Date): Promise<{ sha256: string; mediaType: string }> {
  const version = await findVersionForReview(ctx.db, paperId, invitedAt);
  if (!version || !version.sha256 || !version.mediaType || version.manuscriptFileId === null) throw manuscriptUnavailable();
  if (version.copySha256 && version.copyMediaType) {
    if (!(await ctx.files.exists(version.copySha256))) throw manuscriptUnavailable();
    return { sha256: version.copySha256, mediaType: version.copyMediaType };
  }
  if (!(await ctx.files.exists(version.sha256))) throw manuscriptUnavailable();
  const type = CLEANABLE[version.mediaType];
  let copy: { fileId: number } | { sha256: string; sizeBytes: number } = { fileId: version.manuscriptFileId };
  if (type) {
    let clean: Buffer;
    try {
      clean = await removeDocumentMetadata(await readStored(ctx, version.sha256), type, 'Author');
    } catch {
      throw manuscriptUnavailable();
    }
    copy = await ctx.files.putBytes(clean);
  }
  const copyId = await ctx.db.transaction(async (tx) => {
    const fileId =
      'fileId' in copy
        ? copy.fileId
        : await insertStoredFile(tx, { sha256: copy.sha256, sizeBytes: copy.sizeBytes, mediaType: version.mediaType!, originalName: `reviewer-copy-v${version.version}.${type}`, createdAt: ctx.clock() });
    const kept = await setReviewerCopy(tx, version.id, fileId);
    // Another request made the copy first: this one's row is not needed.
    if (kept !== fileId && !('fileId' in copy)) await deleteStoredFile(tx, fileId);
    return kept;
  });
  const file = await findStoredFile(ctx.db, copyId);
  if (!file) throw manuscriptUnavailable();
  return file;
}
