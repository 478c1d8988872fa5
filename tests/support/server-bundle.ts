import { bundleServer } from '../../scripts/build-server';

/**
 * The global set-up of the projects that start the real server (decision 0076): it runs compiled,
 * as `npm run serve` runs it, so the server is compiled again from the sources of this run (about
 * half a second), never an older build's.
 */
export default async function compileServer(): Promise<void> {
  await bundleServer();
}
