import { crc32, deflateRawSync } from 'node:zlib';

/**
 * The smallest zip writer a .docx needs (APPNOTE.TXT 4.3: local headers, central directory, end
 * record; no ZIP64, no encryption): nothing installed writes zips directly, and a transitive
 * dependency is no one's promise (decision 0041). Entries are given either as their original
 * compressed bytes (copied through untouched) or as new content, which is deflated here.
 */
export type ZipEntry =
  | { name: string; content: Buffer }
  | { name: string; raw: { method: 0 | 8; crc32: number; compressedSize: number; uncompressedSize: number; data: Buffer } };

/** 1 January 1980 00:00, the earliest MS-DOS date: no entry says when the file was made. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const UTF8_NAMES = 0x0800;
const MAX_ENTRIES = 0xffff;
const MAX_SIZE = 0xffffffff;

export function writeZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error('Too many entries for a zip without ZIP64');
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body =
      'raw' in entry
        ? entry.raw
        : { method: 8 as const, crc32: crc32(entry.content), compressedSize: 0, uncompressedSize: entry.content.length, data: deflateRawSync(entry.content) };
    const compressedSize = body.data.length;
    if (compressedSize > MAX_SIZE || body.uncompressedSize > MAX_SIZE || offset > MAX_SIZE) throw new Error('Entry too large for a zip without ZIP64');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(body.method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(body.crc32 >>> 0, 14);
    local.writeUInt32LE(compressedSize, 18);
    local.writeUInt32LE(body.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(body.method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(body.crc32 >>> 0, 16);
    central.writeUInt32LE(compressedSize, 20);
    central.writeUInt32LE(body.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body.data);
    centrals.push(central, name);
    offset += local.length + name.length + compressedSize;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
