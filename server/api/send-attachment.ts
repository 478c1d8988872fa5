import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export interface Attachment {
  /** A stored file's stream, or bytes made for the request. */
  stream: Readable | Buffer;
  fileName: string;
  mediaType: string;
}

/** A stored file as an attachment under its download name, never cached by shared caches. */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  return reply
    .header('Content-Type', file.mediaType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
