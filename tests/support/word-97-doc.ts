import CFB from 'cfb';

/**
 * A minimal Word 97-2003 (.doc) file for tests: an OLE2 compound file (written by the `cfb`
 * package) holding a `WordDocument` stream that starts with a File Information Block (wIdent
 * 0xA5EC, nFib 0x00C1 = Word 97) and a `1Table` stream. No generator of real .doc files exists
 * on npm; this is what core/files/manuscript-type.ts checks (decision 0027), not a document
 * Word would open with text in it.
 */
export function word97Document(options: { macros?: boolean; encrypted?: boolean; wordStream?: boolean } = {}): Buffer {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  // FibBase flags at 0x0A: fWhichTblStm (bit 9) says the table stream is 1Table; fEncrypted is bit 8.
  fib.writeUInt16LE((1 << 9) | (options.encrypted ? 1 << 8 : 0), 0x0a);
  if (options.wordStream !== false) CFB.utils.cfb_add(container, 'WordDocument', fib);
  CFB.utils.cfb_add(container, '1Table', Buffer.alloc(1024));
  if (options.macros) CFB.utils.cfb_add(container, 'Macros/VBA/dir', Buffer.alloc(128, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
