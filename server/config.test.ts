import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'jals-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ConfigError loadConfig throws for this environment. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig defaults (DESIGN.md "Configuration")', () => {
  it('listens on 127.0.0.1:3000 with the embedded database in demo mode', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.demo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeNull();
    expect(config.admin).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(config.dataDir).toBe(path.resolve(dataDir));
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DEMO: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.demo).toBe(true);
  });

  it('turns demo mode off with DATABASE_URL unless DEMO says otherwise', () => {
    const url = 'postgres://journal@db.example.org:5432/journal';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toMatchObject({ databaseUrl: url, demo: false });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://h/db' }).demo).toBe(false);
  });

  it('keeps the implicit demo on loopback: a public HOST or PUBLIC_URL refuses to start and says what to set', () => {
    const publicSites: Record<string, string>[] = [{ HOST: '0.0.0.0' }, { HOST: '::' }, { HOST: '192.168.1.20' }, { PUBLIC_URL: 'https://journal.example.org' }, { HOST: '127.0.0.1', PUBLIC_URL: 'http://10.0.0.5:3000' }];
    for (const env of publicSites) {
      const message = configError(env).message;
      expect(message).toMatch(/^Invalid configuration: DEMO /);
      expect(message).toContain('set DEMO=off for a real site');
      expect(message).toContain('DEMO=on to publish the demo on purpose');
    }
    const localSites: Record<string, string>[] = [{ HOST: 'localhost' }, { HOST: '::1' }, { HOST: '127.0.0.2', PUBLIC_URL: 'http://127.0.0.1:3000' }, { PUBLIC_URL: 'http://[::1]:3000' }];
    for (const env of localSites) {
      expect(loadConfig({ DATA_DIR: dataDir, ...env })).toMatchObject({ demo: true, publicDemo: false });
    }
  });

  it('allows a public demo only when DEMO=on is explicit, and marks it for the start-up warning', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'on', HOST: '0.0.0.0' })).toMatchObject({ demo: true, publicDemo: true });
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'on', PUBLIC_URL: 'https://demo.example.org' })).toMatchObject({ demo: true, publicDemo: true });
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', HOST: '0.0.0.0' })).toMatchObject({ demo: false, publicDemo: false });
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', DATABASE_URL: 'postgres://h/db' })).toMatchObject({ demo: false, publicDemo: false });
  });

  it('builds PUBLIC_URL from PORT, and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://journal.example.org/' }).publicUrl).toBe('https://journal.example.org');
  });

  it('marks cookies Secure only when the site is served over https', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://journal.example.org' }).secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'http://journal.example.org' }).secureCookies).toBe(false);
  });

  it('generates a JWT secret once, keeps it in DATA_DIR, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('deposits with Crossref only when CROSSREF_USERNAME and CROSSREF_PASSWORD are both set (decision 0057)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).crossref).toEqual({ depositUrl: 'https://doi.crossref.org', username: null, password: null, depositorName: null, depositorEmail: null });
    expect(loadConfig({ DATA_DIR: dataDir, CROSSREF_DEPOSIT_URL: 'https://test.crossref.org/', CROSSREF_USERNAME: 'jals', CROSSREF_PASSWORD: 'secret' }).crossref).toMatchObject({
      depositUrl: 'https://test.crossref.org',
      username: 'jals',
      password: 'secret',
    });
  });

  it('uses JWT_SECRET when given, without writing a file', () => {
    const secret = 's'.repeat(32);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'office@example.org',
      password: 'long-enough',
    });
  });
});

describe('S3_URL and the object store (decision 0063)', () => {
  const s3Of = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).s3;

  it('is off by default: files stay under DATA_DIR/files', () => {
    expect(s3Of({})).toBeNull();
  });

  it('s3://BUCKET is AWS S3 in S3_REGION (us-east-1 by default), virtual-hosted style', () => {
    expect(s3Of({ S3_URL: 's3://journal-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' })).toEqual({
      endpoint: null,
      bucket: 'journal-files',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    });
    expect(s3Of({ S3_URL: 's3://journal-files', S3_REGION: 'eu-west-1' })).toMatchObject({ region: 'eu-west-1', credentials: null });
  });

  it('http(s)://ENDPOINT/BUCKET is a self-hosted store, path style unless S3_FORCE_PATH_STYLE=false; a further path is a key prefix', () => {
    expect(s3Of({ S3_URL: 'http://127.0.0.1:9000/journal-files/' })).toMatchObject({ endpoint: 'http://127.0.0.1:9000', bucket: 'journal-files', prefix: '', forcePathStyle: true });
    expect(s3Of({ S3_URL: 'https://acc0123.r2.cloudflarestorage.com/journal-files/jals/live', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      endpoint: 'https://acc0123.r2.cloudflarestorage.com',
      bucket: 'journal-files',
      prefix: 'jals/live/',
      region: 'auto',
      forcePathStyle: false,
    });
  });
});

describe('REDIS_URL (decision 0062)', () => {
  it('is off by default: limits, throttle and page cache stay in the process', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).redis).toBeNull();
  });

  it('takes a redis:// or rediss:// URL, with keys and channel under REDIS_PREFIX (jals: by default)', () => {
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'jals:' });
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://:secret@cache.example.org:6380/2', REDIS_PREFIX: 'journal-b:' }).redis).toEqual({
      url: 'rediss://:secret@cache.example.org:6380/2',
      prefix: 'journal-b:',
    });
  });

  it.each([
    ['REDIS_URL', { REDIS_URL: 'http://cache.example.org' }],
    ['REDIS_URL', { REDIS_URL: '127.0.0.1:6379' }],
    ['REDIS_URL', { REDIS_URL: 'redis://cache example.org' }],
    ['REDIS_PREFIX', { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'two words' }],
    ['REDIS_PREFIX', { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'x'.repeat(65) }],
  ])('refuses %s in %j with one line', (variable, env) => {
    expect(configError(env).message).toMatch(new RegExp(`^Invalid configuration: ${variable} must be [^\\n]+$`));
  });

  it('never echoes the Redis password', () => {
    const message = configError({ REDIS_URL: 'redis://default:hunter2@cache example.org' }).message;
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('hunter2');
  });
});

describe('TRUST_PROXY (decision 0024)', () => {
  it('is off by default: the client address is the connection’s, X-Forwarded-For is ignored', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '::1,fd00::/8,172.16.0.0/12' }).trustProxy).toEqual(['::1', 'fd00::/8', '172.16.0.0/12']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });

  // A hop count cannot tell the proxy from a client that sends X-Forwarded-For itself; Fastify ignores one.
  it.each(['1', '2', 'true', 'false', 'on', '0', '-1', '1.5', '10.0.0.0/33', '::1/129', '300.1.1.1', '127.0.0.1,', 'proxy.example.org', '10.0.0.0/8/8'])(
    'refuses %j with one line naming TRUST_PROXY and what it takes',
    (value) => {
      const message = configError({ TRUST_PROXY: value }).message;
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY must be /);
      expect(message).toContain('10.0.0.0/8');
      expect(message).toContain(JSON.stringify(value));
      expect(message).not.toMatch(/[\r\n]/);
    },
  );
});

describe('operability settings (decision 0064)', () => {
  it('waits 30 seconds for requests in flight and serves no metrics unless asked', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(config.metrics).toBeNull();
  });

  it('takes the shutdown bound in seconds, and metrics with or without a bearer token', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '5' }).shutdownTimeoutMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, METRICS: 'on' }).metrics).toEqual({ token: null });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS: 'on', METRICS_TOKEN: 'scrape-token-0123456789' }).metrics).toEqual({ token: 'scrape-token-0123456789' });
  });
});

describe('loadConfig refuses bad values with one line naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '3.5' }],
    ['PORT', { PORT: '80\n81' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DEMO', { DEMO: 'maybe' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'journal.example.org' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.org' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'office@example.org' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'long-enough' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: 'password123' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: 'journal-demo-2026' }],
    ['CROSSREF_DEPOSIT_URL', { CROSSREF_DEPOSIT_URL: 'doi.crossref.org' }],
    ['CROSSREF_PASSWORD', { CROSSREF_USERNAME: 'jals' }],
    ['CROSSREF_PASSWORD', { CROSSREF_PASSWORD: 'secret' }],
    ['CROSSREF_DEPOSITOR_EMAIL', { CROSSREF_DEPOSITOR_EMAIL: 'nobody' }],
    ['S3_URL', { S3_URL: 'journal-files' }],
    ['S3_URL', { S3_URL: 'ftp://store.example.org/journal-files' }],
    ['S3_URL', { S3_URL: 'https://store.example.org' }],
    ['S3_URL', { S3_URL: 'https://store.example.org/Journal_Files' }],
    ['S3_URL', { S3_URL: 's3://journal-files?region=eu-west-1' }],
    ['S3_URL', { S3_URL: 'https://store.example.org/journal-files/a prefix' }],
    ['S3_SECRET_ACCESS_KEY', { S3_URL: 's3://journal-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }],
    ['S3_ACCESS_KEY_ID', { S3_URL: 's3://journal-files', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' }],
    ['S3_ACCESS_KEY_ID', { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' }],
    ['S3_REGION', { S3_URL: 's3://journal-files', S3_REGION: 'eu west' }],
    ['S3_FORCE_PATH_STYLE', { S3_URL: 's3://journal-files', S3_FORCE_PATH_STYLE: 'maybe' }],
    ['SHUTDOWN_TIMEOUT_SECONDS', { SHUTDOWN_TIMEOUT_SECONDS: 'soon' }],
    ['SHUTDOWN_TIMEOUT_SECONDS', { SHUTDOWN_TIMEOUT_SECONDS: '0' }],
    ['SHUTDOWN_TIMEOUT_SECONDS', { SHUTDOWN_TIMEOUT_SECONDS: '2.5' }],
    ['METRICS', { METRICS: 'prometheus' }],
    ['METRICS_TOKEN', { METRICS: 'on', METRICS_TOKEN: 'short' }],
    ['METRICS_TOKEN', { METRICS: 'on', METRICS_TOKEN: 'has spaces in the middle' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'a-long-enough-metrics-token' }],
  ])('%s in %j', (variable, env) => {
    const error = configError(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(variable);
    expect(error.message).toMatch(/^Invalid configuration: /);
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it('never echoes a secret into the log', () => {
    expect(configError({ JWT_SECRET: 'my-real-but-short-secret' }).message).not.toContain('my-real-but-short-secret');
    expect(configError({ ADMIN_EMAIL: 'office@example.org', ADMIN_PASSWORD: 'hunter2' }).message).not.toContain('hunter2');
    expect(configError({ CROSSREF_PASSWORD: 'x'.repeat(201) }).message).not.toContain('x'.repeat(201));
    expect(configError({ S3_SECRET_ACCESS_KEY: 'y'.repeat(300) }).message).not.toContain('y'.repeat(300));
    const s3 = configError({ S3_URL: 'https://minio:hunter2@store.example.org/journal-files' }).message;
    expect(s3).toContain('S3_URL');
    expect(s3).not.toContain('hunter2');
    expect(configError({ METRICS: 'on', METRICS_TOKEN: 'tiny-secret' }).message).not.toContain('tiny-secret');
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db.example.org/journal' }).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  it('shows the offending value when it is not a secret', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('"abc"');
  });
});
