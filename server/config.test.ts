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
    expect(configError({ METRICS: 'on', METRICS_TOKEN: 'tiny-secret' }).message).not.toContain('tiny-secret');
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db.example.org/journal' }).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  it('shows the offending value when it is not a secret', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('"abc"');
  });
});
