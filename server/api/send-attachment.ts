import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export interface Attachment {
  /** A stored file's stream, or bytes made for the request; null answers a HEAD (headers only). */
  stream: Readable | Buffer | null;
  fileName: string;
  mediaType: string;
  /** The file's size, sent as Content-Length when known (a HEAD says how big the GET would be). */
  sizeBytes?: number;
}

interface SendOptions {
  /** `inline` opens in the browser (a published article's PDF); `attachment` saves (the default). */
  disposition?: 'inline' | 'attachment';
  /** Default `private, no-store`: shared caches keep no personal file. */
  cacheControl?: string;
}

/** A stored file under its download name; a null stream answers a HEAD with the GET's headers and no body. */
export function sendAttachment(reply: FastifyReply, file: Attachment, options: SendOptions = {}) {
  reply
    .header('Content-Type', file.mediaType)
    .header('Content-Disposition', `${options.disposition ?? 'attachment'}; filename="${file.fileName}"`)
    .header('Cache-Control', options.cacheControl ?? 'private, no-store');
  if (file.sizeBytes !== undefined) reply.header('Content-Length', String(file.sizeBytes));
  return reply.send(file.stream ?? '');
}
