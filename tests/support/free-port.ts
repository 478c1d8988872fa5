import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now: for a process that takes its port from its
 * configuration (nginx has no port 0; PUBLIC_URL names the port before the server starts), or as
 * an address where a service is down.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
