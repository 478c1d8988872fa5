import { Redis, type RedisOptions } from 'ioredis';

/** REDIS_URL and REDIS_PREFIX (server/config.ts). */
export interface RedisSettings {
  url: string;
  /** Every key and the channel start with it, so several sites (or test runs) can share one Redis. */
  prefix: string;
}

/** Where the outage warning and the recovery note go: the app's logger. */
export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Decision 0062: a request never waits on Redis for long. No offline queue (a command while
 * disconnected fails at once and the caller counts locally), one retry, a short connect and
 * command timeout; commands cut off by a dropped connection are not sent again later.
 */
const CONNECTION_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  autoResubscribe: false,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempts) => Math.min(attempts * 250, 5_000),
};

/** After a command fails on a connection that still looks up (a timeout), commands go local this long. */
const PAUSE_AFTER_FAILURE_MS = 5_000;

const silent: RedisLog = { warn() {}, info() {} };

/**
 * The one Redis connection of an instance for commands (rate limits, the sign-in throttle,
 * publishing page-cache invalidations), and any subscriber connections opened beside it. It
 * knows whether Redis can be used right now; while it cannot, callers fall back to what the
 * instance keeps itself, and the outage is logged once, when it starts, and once when it ends.
 */
export class SharedRedis {
  readonly commands: Redis;
  readonly keys: { rateLimit: string; signIn: string; pageCacheChannel: string };
  private readonly connections: Redis[] = [];
  private readonly down = new Set<Redis>();
  private pausedUntil = 0;
  private closing = false;
  private log: RedisLog = silent;
  private readonly address: string;

  constructor(private readonly settings: RedisSettings) {
    this.address = describeAddress(settings.url);
    this.keys = {
      rateLimit: `${settings.prefix}rl:`,
      signIn: `${settings.prefix}signin:`,
      pageCacheChannel: `${settings.prefix}page-cache`,
    };
    this.commands = this.open();
  }

  /**
   * Connects, logging to `log` from now on. Resolves once connected or once the first attempt
   * failed (after the connect timeout at most): the site starts whether or not Redis is there.
   */
  async start(log: RedisLog): Promise<void> {
    this.log = log;
    await this.commands.connect().catch(() => undefined);
  }

  /** Another connection with the same options, for a subscriber (a subscribed connection takes no other commands). */
  openSubscriber(): Redis {
    return this.open();
  }

  /** Whether commands may be sent now: connected, and no command failed in the last few seconds. */
  get usable(): boolean {
    return !this.closing && this.commands.status === 'ready' && Date.now() >= this.pausedUntil;
  }

  /**
   * Runs `shared` against Redis when it is usable, else (or when it fails) `local`: the caller's
   * in-process fallback. Never throws what Redis throws.
   */
  async attempt<T>(shared: (redis: Redis) => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (!this.usable) return local();
    try {
      const result = await shared(this.commands);
      this.recovered(this.commands);
      return result;
    } catch (error) {
      this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      this.failed(this.commands, error);
      return local();
    }
  }

  /** A connection failed (or a command on it did): the first failure of an outage is logged. */
  failed(connection: Redis, error?: unknown): void {
    if (this.closing) return;
    const wasUp = this.down.size === 0;
    this.down.add(connection);
    if (wasUp) {
      const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
      this.log.warn(
        `Redis at ${this.address} is unreachable${reason}: until it is back, rate limits and the sign-in throttle count in this instance only, and the page cache is off.`,
      );
    }
  }

  /** Closes every connection (main.ts's close sequence, after the server has stopped taking requests). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.connections.map(async (connection) => {
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      }),
    );
  }

  private recovered(connection: Redis): void {
    if (!this.down.delete(connection) || this.down.size > 0 || this.closing) return;
    this.log.info(`Redis at ${this.address} is reachable again: rate limits, the sign-in throttle and page-cache invalidation are shared again.`);
  }

  private open(): Redis {
    const connection = new Redis(this.settings.url, CONNECTION_OPTIONS);
    // Without an error listener ioredis prints every failed reconnection to the console.
    connection.on('error', (error: unknown) => this.failed(connection, error));
    connection.on('close', () => {
      if (connection.status !== 'wait') this.failed(connection);
    });
    connection.on('ready', () => {
      if (connection === this.commands) this.pausedUntil = 0;
      this.recovered(connection);
    });
    this.connections.push(connection);
    return connection;
  }
}

/** host:port of the URL, for the log: never its password. */
function describeAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}
