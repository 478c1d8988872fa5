import { readFile } from 'node:fs/promises';
import { REVIEW_MESSAGES as M } from '../../contract/reviews/review.messages';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { removeDocumentMetadata } from '../files/document-metadata';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';

/** A reviewer's annotated file as the HTTP edge hands it over: in the store's temp folder, hashed. */
export type AnnotatedUpload = ReceivedUpload & { originalName: string };

/** The cleaned file, kept in the store: the row naming it comes next, in the review's transaction. */
export interface KeptAnnotatedFile {
  sha256: string;
  sizeBytes: number;
  mediaType: string;
  originalName: string;
}

/** The annotated file, checked by its content and cleaned of its metadata, kept in the store before any row names it (decision 0022). */
export async function keepAnnotatedFile(ctx: Ctx, upload: AnnotatedUpload): Promise<KeptAnnotatedFile> {
  const type = await detectManuscriptType(upload.tempFile);
  if (type !== 'pdf' && type !== 'docx') throw new AppError('UNSUPPORTED_TYPE', M.annotatedFileType, { annotatedFile: [M.annotatedFileType] });
  let clean: Buffer;
  try {
    clean = await removeDocumentMetadata(await readFile(upload.tempFile), type, 'Reviewer');
  } catch {
    throw new AppError('BAD_INPUT', M.annotatedFileUnreadable, { annotatedFile: [M.annotatedFileUnreadable] });
  }
  const stored = await ctx.files.putBytes(clean);
  return { ...stored, mediaType: MANUSCRIPT_MEDIA_TYPES[type], originalName: `annotated-review.${type}` };
}
