import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isGuessablePassword, PASSWORD_MIN } from '../contract/auth/password-rule';
import { JOURNAL_NAME } from '../contract/journal';
import type { CoreSettings, CrossrefSettings, OrcidSettings } from '../core/context';
import type { S3Settings } from '../core/files/s3-file-store';
import type { RedisSettings } from './redis/shared-redis';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'must be one of on, off, true, false, 1, 0' })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const redisUrl = z
  .string()
  .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// or rediss:// URL' })
  .refine((value) => URL.canParse(value), { error: 'must be a redis:// or rediss:// URL' });

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// connection string' });

/** One proxy as Fastify's trustProxy (proxy-addr) reads it: an address, address/prefix, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Decision 0024: the proxies whose X-Forwarded-For is believed for the client address. Only
 * addresses: "all" (true) or a hop count would believe a client that sends the header itself
 * (Fastify ignores hop counts for that reason), and every per-address limit would be escaped.
 */
const trustProxy = z
  .string()
  .refine((value) => value.split(',').every((entry) => isProxyAddress(entry.trim())), {
    error: 'must be a comma-separated list of the proxies’ addresses or CIDR ranges, such as 127.0.0.1 or 127.0.0.1,10.0.0.0/8 (not true or a hop count: those would let clients forge their address)',
  })
  .transform((value) => value.split(',').map((entry) => entry.trim()));

/** A bucket name as S3 allows it: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Decision 0063: S3_URL names the bucket and, for a store other than AWS, its address:
 * `s3://BUCKET` (AWS S3 in S3_REGION) or `https://ENDPOINT/BUCKET` (MinIO, Ceph RGW, Garage, R2…),
 * either followed by `/PREFIX` to keep the site's files under a folder of a shared bucket.
 * Credentials never go in the URL (they would be logged with it); null when not in that form.
 */
export function parseS3Url(value: string): Pick<S3Settings, 'endpoint' | 'bucket' | 'prefix'> | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  const aws = url.protocol === 's3:';
  if (!aws && url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // s3://BUCKET/PREFIX: the bucket is the host; https://ENDPOINT/BUCKET/PREFIX: the first folder.
  const segments = url.pathname.split('/').filter(Boolean);
  const bucket = aws ? url.hostname : segments.shift();
  if (!bucket || !BUCKET.test(bucket) || (aws && url.port) || !segments.every((segment) => PREFIX_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return null;
  return { endpoint: aws ? null : url.origin, bucket, prefix: segments.map((segment) => `${segment}/`).join('') };
}

/** DESIGN.md "Configuration": one schema, parsed once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be between 0 and 65535' }).max(65535, { error: 'must be between 0 and 65535' }).default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  DEMO: flag.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, { error: 'must be an address such as "Journal <editor@example.org>"' }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
    .refine((value) => !isGuessablePassword(value), { error: 'is too common or too easy to guess: choose a longer or less predictable one' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  TRUST_PROXY: trustProxy.optional(),
  NODE_ENV: z.string().optional(),
  // Decision 0062: rate limits, the sign-in throttle and page-cache invalidation shared by several instances.
  REDIS_URL: redisUrl.optional(),
  REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or . _ : - (such as jals:)' }).default('jals:'),
  // Decision 0057: Crossref deposits from the DOI manager.
  CROSSREF_DEPOSIT_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://doi.crossref.org'),
  CROSSREF_USERNAME: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).optional(),
  CROSSREF_PASSWORD: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).optional(),
  CROSSREF_DEPOSITOR_NAME: z.string().min(1).max(130, { error: 'must be at most 130 characters' }).optional(),
  CROSSREF_DEPOSITOR_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ORCID_CLIENT_ID: z.string().regex(/^APP-[A-Z0-9]{16}$/, { error: 'must be an ORCID client id like APP-ABCDEFGHIJKLMNOP' }).optional(),
  ORCID_CLIENT_SECRET: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).optional(),
  ORCID_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://orcid.org'),
  // Decision 0063: uploaded files in an S3-compatible object store.
  S3_URL: z
    .string()
    .refine((value) => parseS3Url(value) !== null, {
      error: 'must be s3://BUCKET (AWS S3) or http(s)://ENDPOINT/BUCKET (MinIO, Ceph RGW, Garage, R2…), optionally followed by /PREFIX, with a bucket name of 3-63 lower-case letters, digits, dots and hyphens and no credentials in it (they go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256, { error: 'must be at most 256 characters' }).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256, { error: 'must be at most 256 characters' }).optional(),
  S3_REGION: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a region name such as us-east-1, auto or garage' }).default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag.optional(),
  // Decision 0061: `npm run backup` of a PostgreSQL server; its major version must be the server's or newer.
  PG_DUMP: z.string().min(1, { error: 'must not be empty' }).default('pg_dump'),
  // Decision 0064: how long a shutdown waits for requests in flight, and the Prometheus endpoint.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(1, { error: 'must be between 1 and 3600 seconds' })
    .max(3600, { error: 'must be between 1 and 3600 seconds' })
    .default(30),
  METRICS: flag.default(false),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).max(200, { error: 'must be at most 200 characters' }).regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' }).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: Uint8Array;
  demo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  admin: { email: string; password: string } | null;
  /**
   * Demo mode was asked for explicitly (DEMO=on) on a site that listens beyond loopback or is
   * published at a non-local address: allowed, but main.ts warns loudly at every start (decision 0023).
   */
  publicDemo: boolean;
  logLevel: string;
  secureCookies: boolean;
  /** Fastify's trustProxy: false (the default) believes no X-Forwarded-For; else the proxies' addresses (decision 0024). */
  trustProxy: string[] | false;
  /** Crossref deposits (decision 0057): credentials null unless both are set. */
  crossref: CrossrefSettings;
  /** Sign-in with ORCID (decision 0060): off unless the journal is registered with ORCID. */
  orcid: OrcidSettings | null;
  /** How long a shutdown waits for requests in flight before it gives up and exits 1 (decision 0064). */
  shutdownTimeoutMs: number;
  /** GET /metrics for Prometheus (decision 0064): off unless asked for; the token, when set, is required as a bearer. */
  metrics: { token: string | null } | null;
  /** Uploaded files in an S3-compatible object store (decision 0063); null: under DATA_DIR/files. */
  s3: S3Settings | null;
  /** Redis shared by several instances (decision 0062): null keeps everything in this process. */
  redis: RedisSettings | null;
  /** The pg_dump program `npm run backup` runs for a PostgreSQL server (decision 0061). */
  pgDump: string;
}

/** What core/ reads of the configuration (the server's ctx, the demo seed). */
export const coreSettingsOf = (config: Config): CoreSettings => ({ jwtSecret: config.jwtSecret, publicUrl: config.publicUrl, demo: config.demo, journalName: JOURNAL_NAME, crossref: config.crossref, orcid: config.orcid });

export class ConfigError extends Error {}

/** The start-up line goes to logs: secrets are never echoed, passwords in URLs are masked. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'CROSSREF_PASSWORD', 'ORCID_CLIENT_SECRET', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN']);
function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return '';
  return ` (got ${JSON.stringify(value.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@'))})`;
}

/** Parses the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shownValue(name, present[name] ?? '')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.ORCID_CLIENT_ID) !== Boolean(e.ORCID_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: ORCID_CLIENT_ID and ORCID_CLIENT_SECRET must be set together');
  }
  if (e.METRICS_TOKEN && !e.METRICS) {
    throw new ConfigError('Invalid configuration: METRICS_TOKEN is set but METRICS is off; set METRICS=on to serve /metrics');
  }
  if (Boolean(e.CROSSREF_USERNAME) !== Boolean(e.CROSSREF_PASSWORD)) {
    throw new ConfigError('Invalid configuration: CROSSREF_USERNAME and CROSSREF_PASSWORD must be set together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const s3Extra = ['S3_ACCESS_KEY_ID', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].find((name) => present[name] !== undefined);
  if (!e.S3_URL && s3Extra) throw new ConfigError(`Invalid configuration: ${s3Extra} is set but S3_URL is not (S3_URL names the bucket that keeps the files)`);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const demo = e.DEMO ?? !e.DATABASE_URL;
  const local = isLoopbackHost(e.HOST) && isLoopbackHost(new URL(publicUrl).hostname);
  if (demo && !local && e.DEMO === undefined) {
    throw new ConfigError(
      `Invalid configuration: DEMO is on by default with the embedded database, and demo mode (public demo accounts and password) only runs on localhost, but ${isLoopbackHost(e.HOST) ? `PUBLIC_URL is ${publicUrl}` : `HOST is ${e.HOST}`}; set DEMO=off for a real site (then create the administrator with npm run admin:create or ADMIN_EMAIL and ADMIN_PASSWORD), or DEMO=on to publish the demo on purpose`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? readOrCreateSecret(dataDir)),
    demo,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Journal of Agriculture and Life Sciences <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    publicDemo: demo && !local,
    logLevel: e.LOG_LEVEL,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY ?? false,
    crossref: {
      depositUrl: e.CROSSREF_DEPOSIT_URL.replace(/\/+$/, ''),
      username: e.CROSSREF_USERNAME ?? null,
      password: e.CROSSREF_PASSWORD ?? null,
      depositorName: e.CROSSREF_DEPOSITOR_NAME ?? null,
      depositorEmail: e.CROSSREF_DEPOSITOR_EMAIL ?? null,
    },
    pgDump: e.PG_DUMP,
    orcid: e.ORCID_CLIENT_ID && e.ORCID_CLIENT_SECRET ? { clientId: e.ORCID_CLIENT_ID, clientSecret: e.ORCID_CLIENT_SECRET, baseUrl: e.ORCID_BASE_URL.replace(/\/+$/, '') } : null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metrics: e.METRICS ? { token: e.METRICS_TOKEN ?? null } : null,
    s3: s3SettingsOf(e),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
  };
}

function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | null {
  const location = e.S3_URL ? parseS3Url(e.S3_URL) : null;
  if (!location) return null;
  return {
    ...location,
    region: e.S3_REGION,
    // Self-hosted stores rarely have a DNS name per bucket; AWS wants virtual-hosted style.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? location.endpoint !== null,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
  };
}

/** Names that only this machine can reach: 'localhost', 127.0.0.0/8 and ::1 (with or without brackets). */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || name === '::ffff:127.0.0.1';
}

/** DESIGN.md: JWT_SECRET defaults to a secret generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
