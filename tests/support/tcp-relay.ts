import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a loopback port to a service (PostgreSQL, Redis) that a test can cut and open
 * again on the same port: the service going away and coming back as the app sees it, without
 * touching the machine's shared server.
 */
export class TcpRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** The relay's port: chosen at the first `open`, kept by later ones. */
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
        this.sockets.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as { port: number }).port;
  }

  /** Drops every connection and stops listening. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
