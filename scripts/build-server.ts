// `npm run build`'s last step (decision 0076): the server compiled into JavaScript,
// build/server-main.mjs, which `npm run serve` runs with plain Node instead of compiling TypeScript
// (and rewriting every module that has a dynamic import, with its source map) at each start. What
// the sources import only when asked (the object store's module and its AWS SDK, decision 0063)
// stays a separate chunk in build/server-chunks/, loaded only then.
// The packages stay in node_modules; every file the sources read beside themselves (migrations,
// CSL styles, seed pages) is still read from the source tree: each module's import.meta.url is
// its own source file's, not the bundle's.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'build/server-main.mjs');
const CHUNKS = path.join(root, 'build/server-chunks');

/** Each TypeScript module keeps the address of its own source as import.meta.url. */
const sourceAddresses: Plugin = {
  name: 'source-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/**
 * Compiles server/main.ts into SERVER_BUNDLE and its chunks. The chunks (named by their content)
 * are written first and the entry last, whole and then renamed, so a server starting meanwhile
 * never reads half a file or misses a chunk; chunks no build names any more are removed after.
 */
export async function bundleServer(): Promise<void> {
  const result = await build({
    entryPoints: { 'server-main': path.join(root, 'server/main.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outdir: path.join(root, 'build'),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'server-chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [sourceAddresses],
  });
  const entry = result.outputFiles.find((file) => file.path === SERVER_BUNDLE);
  if (!entry) throw new Error(`esbuild wrote no ${SERVER_BUNDLE}`);
  const chunks = result.outputFiles.filter((file) => file !== entry);
  await mkdir(CHUNKS, { recursive: true });
  for (const chunk of chunks) await writeWhole(chunk.path, chunk.contents);
  await writeWhole(SERVER_BUNDLE, entry.contents);
  const current = new Set(chunks.map((chunk) => path.basename(chunk.path)));
  for (const name of await readdir(CHUNKS)) if (!current.has(name) && !name.endsWith('.tmp')) await rm(path.join(CHUNKS, name), { force: true });
}

async function writeWhole(file: string, contents: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleServer();
  console.log(`Compiled the server into ${path.relative(root, SERVER_BUNDLE)}.`);
}
