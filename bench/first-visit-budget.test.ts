import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import routes from '../app/routes';
import { FIRST_VISIT_BUDGET_BYTES, measureFirstVisit, zodScripts } from './first-visit';

/**
 * Decision 0032: the JavaScript a first visit to each public page loads (route manifest, entry,
 * root and page modules with their static imports, gzipped) stays within the budget. Reads the
 * build: `npm test` builds first.
 */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/**
 * Pages anyone may open: the reading side and the account forms of a visitor; and the page of the
 * link mailed at registration, a new author's first visit from the mail (it asks for a session).
 */
const PUBLIC_ACCOUNT_PAGES = new Set([
  'routes/account/login.tsx',
  'routes/account/register.tsx',
  'routes/account/forgot-password.tsx',
  'routes/account/reset-password.tsx',
  'routes/account/confirm-email.tsx',
]);

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
}

const publicRoutes = (routes as RouteEntry[])
  .filter((route) => route.file.startsWith('routes/public/') || PUBLIC_ACCOUNT_PAGES.has(route.file))
  .map((route) => ({ id: route.id ?? route.file.replace(/\.tsx$/, ''), path: route.index ? '/' : `/${route.path}` }));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-visit JavaScript budget', () => {
  test('the build is there to measure', () => {
    expect(existsSync(clientDir), 'No build/client: run `npm run build` first (`npm test` does).').toBe(true);
  });

  test.skipIf(!existsSync(clientDir))(`every public page loads at most ${kb(FIRST_VISIT_BUDGET_BYTES)} gzipped`, () => {
    expect(publicRoutes.length).toBeGreaterThan(30);
    const over = publicRoutes
      .map((route) => ({ ...route, visit: measureFirstVisit(clientDir, route.id) }))
      .filter(({ visit }) => visit.gzipBytes > FIRST_VISIT_BUDGET_BYTES)
      .map(({ path: page, visit }) => `${page}: ${kb(visit.gzipBytes)} in ${visit.files} files; largest ${visit.largest.map((file) => `${file.url} ${kb(file.gzipBytes)}`).join(', ')}`);
    expect(over.join('\n'), `Over the first-visit budget of ${kb(FIRST_VISIT_BUDGET_BYTES)} (decision 0032)`).toBe('');
  });

  // Forms check with their contract schema, loaded on first use (app/lib/forms.ts, the paper page's appeal).
  test.skipIf(!existsSync(clientDir))('no public page loads zod on a first visit', () => {
    const withZod = publicRoutes.map((route) => ({ ...route, scripts: zodScripts(clientDir, route.id) })).filter(({ scripts }) => scripts.length > 0);
    expect(withZod.map(({ path: page, scripts }) => `${page}: ${scripts.join(', ')}`).join('\n'), 'zod on a first visit (decision 0032)').toBe('');
  });
});
