import sharp from 'sharp';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import type { ReceivedUpload } from './receive-upload';
import type { Readable } from 'node:stream';
import { findServedImage, insertImageFile } from './web-image.repo';

/**
 * Images the office uploads (issue covers, board photos; decision 0046). Judged by their bytes
 * with libvips (sharp): only a JPEG, PNG or WebP that really decodes is taken, whatever its name
 * or declared type. What is stored is never the upload itself but a re-encoded WebP, turned
 * upright from its EXIF orientation, at most `maxWidth` wide and without its metadata (no GPS
 * position of the photographer's camera reaches the public), so a page can reserve its exact
 * size (width and height are kept with the row).
 */

export const WEB_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const WEB_IMAGE_MEDIA_TYPE = 'image/webp';
/** Larger than any camera's photo; a decompression bomb stops here before it fills memory. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface WebImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Decodes and resizes the upload; null when it is no JPEG, PNG or WebP image. */
export async function toWebImage(path: string, maxWidth: number): Promise<WebImage | null> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (!meta.format || !(WEB_IMAGE_FORMATS as readonly string[]).includes(meta.format)) return null;
    const { data, info } = await image
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

export interface KeptImage {
  sha256: string;
  sizeBytes: number;
  width: number;
  height: number;
  originalName: string;
}

/**
 * Checks and resizes an upload, then writes the result into the file store, all before the
 * transaction that records it (decision 0022). A file that is no image is refused with
 * `notImage` (415) under `field`.
 */
export async function keepWebImage(ctx: Ctx, upload: ReceivedUpload & { originalName: string }, options: { maxWidth: number; field: string; notImage: string }): Promise<KeptImage> {
  const image = await toWebImage(upload.tempFile, options.maxWidth);
  if (!image) throw new AppError('UNSUPPORTED_TYPE', options.notImage, { [options.field]: [options.notImage] });
  const { sha256, sizeBytes } = await ctx.files.putBytes(image.bytes);
  const base = upload.originalName.replace(/\.[^.]*$/, '') || 'image';
  return { sha256, sizeBytes, width: image.width, height: image.height, originalName: `${base}.webp` };
}

/** The stored_files row of a kept image, inside the caller's transaction; its id. */
export function recordWebImage(tx: Db, image: KeptImage, now: Date): Promise<number> {
  return insertImageFile(tx, { sha256: image.sha256, sizeBytes: image.sizeBytes, mediaType: WEB_IMAGE_MEDIA_TYPE, originalName: image.originalName, createdAt: now });
}

/** The public address of a stored image: by content hash, so it can be cached for good. */
export const webImagePath = (sha256: string) => `/api/images/${sha256}.webp`;

/** GET /api/images/{sha256}.webp: a cover or a photo; anything else is not found. */
export async function openWebImage(ctx: Ctx, sha256: string): Promise<{ stream: Readable; sizeBytes: number } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const row = await findServedImage(ctx.db, sha256, WEB_IMAGE_MEDIA_TYPE);
  if (!row || !(await ctx.files.exists(sha256))) return null;
  return { stream: ctx.files.open(sha256), sizeBytes: row.sizeBytes };
}
