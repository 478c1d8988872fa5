import type { FastifyRequest } from 'fastify';
import { isAllowedText, TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { AppError } from '../../../core/errors';
import type { FileStore } from '../../../core/files/file-store';
import { receiveUpload, UploadTooLargeError, type ReceivedUpload } from '../../../core/files/receive-upload';

/**
 * The admin forms' multipart bodies (decision 0046): text fields into memory, each named file
 * streamed to the store's temp folder within its own size limit. On any failure every temp file is
 * removed before the error is thrown; on success the caller owns them (and discards them after
 * the service has kept what it needs).
 */
export type NamedUpload = ReceivedUpload & { originalName: string };

export interface FileFieldRule {
  maxBytes: number;
  tooLarge: string;
}

const FIELD_LIMITS = { fields: 40, fieldNameSize: 64, fieldSize: 64 * 1024 };

export async function readAdminParts<F extends string>(
  request: FastifyRequest,
  files: FileStore,
  rules: Record<F, FileFieldRule>,
): Promise<{ fields: Record<string, string>; uploads: Record<F, NamedUpload | null> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', J.notMultipart);
  const names = Object.keys(rules) as F[];
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const uploads = Object.fromEntries(names.map((name) => [name, null])) as Record<F, NamedUpload | null>;
  const largest = Math.max(...names.map((name) => rules[name].maxBytes));
  let current: F | null = null;
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, files: names.length, parts: FIELD_LIMITS.fields + names.length, fileSize: largest } })) {
      if (part.type === 'file') {
        const name = part.fieldname as F;
        if (!names.includes(name) || uploads[name]) {
          part.file.resume();
          throw new AppError('BAD_INPUT', `Send at most one file in each of the fields ${names.join(', ')}.`);
        }
        current = name;
        const received = await receiveUpload(files, part.file, rules[name].maxBytes);
        if (part.file.truncated) {
          await files.discard(received.tempFile);
          throw new UploadTooLargeError(rules[name].maxBytes);
        }
        current = null;
        // A form sent with no file chosen carries an empty, nameless part.
        if (received.sizeBytes === 0 && !part.filename) await files.discard(received.tempFile);
        else uploads[name] = { ...received, originalName: safeName(part.filename, name) };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('BAD_INPUT', `The field ${part.fieldname} is too long.`);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!isAllowedText(part.fieldname) || !isAllowedText(value)) {
          throw new AppError('BAD_INPUT', TEXT_NOT_ALLOWED, { [isAllowedText(part.fieldname) ? part.fieldname : 'body']: [TEXT_NOT_ALLOWED] });
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    for (const name of names) if (uploads[name]) await files.discard(uploads[name].tempFile);
    throw readFailure(error, current ? rules[current] : null, current);
  }
  return { fields, uploads };
}

export async function discardUploads(files: FileStore, uploads: Record<string, NamedUpload | null>): Promise<void> {
  for (const upload of Object.values(uploads)) if (upload) await files.discard(upload.tempFile);
}

function readFailure(error: unknown, rule: FileFieldRule | null, field: string | null): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (error instanceof UploadTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
    const message = rule?.tooLarge ?? 'The file is too large.';
    return new AppError('TOO_LARGE', message, field ? { [field]: [message] } : undefined);
  }
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_INPUT', J.oneFileOnly);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') return new AppError('BAD_INPUT', J.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_TYPE', J.notMultipart);
  return new AppError('BAD_INPUT', J.uploadInterrupted);
}

/** The browser's file name, for the record only: no path, no control characters, 200 characters at most. */
function safeName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}
