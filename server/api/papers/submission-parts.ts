import type { FastifyRequest } from 'fastify';
import { isAllowedText, TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { MANUSCRIPT_MAX_BYTES, SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import type { FileStore } from '../../../core/files/file-store';
import { AppError } from '../../../core/errors';
import { receiveUpload, UploadTooLargeError } from '../../../core/files/receive-upload';
import type { ManuscriptUpload } from '../../../core/papers/submission.service';

/** acting-side.md §7 POST /papers: text fields (authors as JSON text) and one file, `manuscript`; other forms name their file field. */
const FILE_FIELD = 'manuscript';
const LIMITS = {
  files: 1,
  fields: 20,
  parts: 24,
  fieldNameSize: 64,
  /** The longest field (cover letter, 20,000 characters) in UTF-8, with room to spare. */
  fieldSize: 128 * 1024,
  fileSize: MANUSCRIPT_MAX_BYTES,
};

const tooLarge = (field: string) => new AppError('TOO_LARGE', M.fileTooLarge, { [field]: [M.fileTooLarge] });

/** What went wrong while reading the multipart body, in the caller's words. */
function readFailure(error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof UploadTooLargeError) return tooLarge(field);
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(field);
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_INPUT', J.oneFileOnly);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') return new AppError('BAD_INPUT', J.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_TYPE', J.notMultipart);
  return new AppError('BAD_INPUT', J.uploadInterrupted);
}

/**
 * Reads the submission's parts in the order they come: fields into memory (bounded by LIMITS),
 * the manuscript streamed to the file store's temp folder. On any failure the temp file is
 * removed before the error is thrown; on success the caller owns it.
 */
export async function readSubmissionParts(
  request: FastifyRequest,
  files: FileStore,
  fileField: string = FILE_FIELD,
): Promise<{ fields: Record<string, string>; upload: ManuscriptUpload | null }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', J.notMultipart);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let upload: ManuscriptUpload | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || upload) {
          part.file.resume();
          throw new AppError('BAD_INPUT', fileField === FILE_FIELD ? J.oneFileOnly : `Send at most one file, in the field named ${fileField}.`);
        }
        const received = await receiveUpload(files, part.file, MANUSCRIPT_MAX_BYTES);
        // busboy stops at the limit and marks the stream truncated (when it does not throw).
        if (part.file.truncated) {
          await files.discard(received.tempFile);
          throw tooLarge(fileField);
        }
        // A form sent with no file chosen carries an empty, nameless part.
        if (received.sizeBytes === 0 && !part.filename) await files.discard(received.tempFile);
        else upload = { ...received, originalName: safeName(part.filename) };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('BAD_INPUT', `The field ${part.fieldname} is too long.`);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // The rule of every text field (contract/http/text.ts): multipart bodies pass no schema before this.
        if (!isAllowedText(part.fieldname) || !isAllowedText(value)) {
          throw new AppError('BAD_INPUT', TEXT_NOT_ALLOWED, { [isAllowedText(part.fieldname) ? part.fieldname : 'body']: [TEXT_NOT_ALLOWED] });
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (upload) await files.discard(upload.tempFile);
    throw readFailure(error, fileField);
  }
  return { fields, upload };
}

/** The browser's file name, for the record only: no path, no control characters, 200 characters at most. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'manuscript';
}
