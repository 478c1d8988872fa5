// `npm run build`'s last step (decision 0076): the server compiled into one file of JavaScript,
// build/server-main.mjs, which `npm run serve` runs with plain Node instead of compiling TypeScript
// (and rewriting every module that has a dynamic import, with its source map) at each start.
// The packages stay in node_modules; every file the sources read beside themselves (migrations,
// CSL styles, seed pages) is still read from the source tree: each module's import.meta.url is
// its own source file's, not the bundle's.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'build/server-main.mjs');

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

/** Compiles server/main.ts into SERVER_BUNDLE; written whole, then renamed, so a server starting meanwhile never reads half a file. */
export async function bundleServer(): Promise<void> {
  const result = await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [sourceAddresses],
  });
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await writeFile(temporary, result.outputFiles[0]!.contents);
  await rename(temporary, SERVER_BUNDLE);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleServer();
  console.log(`Compiled the server into ${path.relative(root, SERVER_BUNDLE)}.`);
}
