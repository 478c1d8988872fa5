import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWebImage } from './web-image';

/** Uploaded covers and photos are re-encoded, never kept as sent (decision 0046). */
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'web-image-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe('toWebImage', () => {
  it('turns a phone photo upright, resizes it and drops its metadata (no GPS position reaches the public)', async () => {
    // 1200 × 900 stored sideways with EXIF orientation 6: the picture is 900 wide and 1200 tall.
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 23/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const image = await toWebImage(await fileOf('sideways.jpg', jpeg), 400);
    expect(image).not.toBeNull();
    expect([image!.width, image!.height]).toEqual([400, 533]);
    const meta = await sharp(image!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([400, 533]);
    expect(meta.exif).toBeUndefined();
    expect(image!.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const image = await toWebImage(await fileOf('small.png', png), 800);
    expect([image!.width, image!.height]).toEqual([120, 80]);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['text named .jpg', Buffer.from('hello')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await toWebImage(await fileOf(`bad-${Math.random()}`, bytes), 800)).toBeNull();
  });

  it('refuses a GIF and a TIFF (only JPEG, PNG and WebP are taken)', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } });
    expect(await toWebImage(await fileOf('a.gif', await base.clone().gif().toBuffer()), 800)).toBeNull();
    expect(await toWebImage(await fileOf('a.tif', await base.clone().tiff().toBuffer()), 800)).toBeNull();
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await toWebImage(await fileOf('bomb.png', huge), 800)).toBeNull();
  });
});
