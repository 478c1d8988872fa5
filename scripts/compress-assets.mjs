// After `react-router build`: writes .br and .gz beside each fingerprinted asset so the server
// sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets');
const COMPRESSIBLE = /\.(js|css|svg|json|map)$/;
let count = 0;
for (const name of await readdir(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assets, name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`Pre-compressed ${count} assets (brotli and gzip).`);
