#!/usr/bin/env node
// The README's test line: build the pages, make sure Chromium, xmllint and nginx are there, run every vitest
// project (unit, API on PGlite and — with DATABASE_URL — on PostgreSQL and two instances behind
// nginx, browser journeys),
// and close with 'N passed, N failed'. `--e2e-only` runs the browser journeys alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium-headless-shell';
const e2eOnly = process.argv.includes('--e2e-only');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Debian packages the tests drive: Chromium for the browser journeys, xmllint for the XML schemas, nginx in front of two instances. */
const DEBIAN_TOOLS = [
  { binary: CHROMIUM, pkg: 'chromium-headless-shell', why: 'the browser tests drive it' },
  { binary: '/usr/bin/xmllint', pkg: 'libxml2-utils', why: 'the tests validate OAI-PMH, Crossref, JATS and sitemaps with xmllint' },
  { binary: '/usr/sbin/nginx', pkg: 'nginx', why: 'the several-instances test balances two servers with it (with DATABASE_URL)' },
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg);
  if (process.getuid?.() !== 0) {
    console.error(`Missing: install them with \`sudo apt-get install -y ${packages.join(' ')}\` (${missing.map((tool) => tool.why).join('; ')}).`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', ...packages], { env }) !== 0 || missing.some((tool) => !existsSync(tool.binary))) {
    console.error(`Could not install ${packages.join(', ')} with apt-get: install the Debian packages and run the tests again.`);
    process.exit(1);
  }
}

ensureDebianTools();
if (run('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  console.error('The build failed: see the messages above.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const resultsDir = path.join(root, '.tmp');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, 'vitest-results.json');
rmSync(resultsFile, { force: true });
const projects = e2eOnly ? ['--project', 'e2e'] : [];
const status = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`]);

let passed = 0;
let failed = 0;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numTotalTestSuites > 0 && results.success === false && results.numFailedTests === 0 ? 1 : 0);
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
