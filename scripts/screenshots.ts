// npm run screenshots: the built demo site in Debian's Chromium, pictures of the pages a reader
// and an author see first, at a phone's and a laptop's width, written to docs/screenshots/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage } from '../tests/support/browser';
import { startSite } from '../tests/support/e2e-server';
import { signIn } from '../tests/support/sign-in';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

await mkdir(out, { recursive: true });
const [site, browser] = await Promise.all([startSite({ LOG_LEVEL: 'warn' }), launchBrowser()]);
try {
  const papers = (await (await fetch(`${site.url}/api/papers?pageSize=1`)).json()) as { items: { id: number }[] };
  const paperId = papers.items[0]!.id;
  const issues = (await (await fetch(`${site.url}/api/issues`)).json()) as { id: number }[] | { items: { id: number }[] };
  const issueId = (Array.isArray(issues) ? issues : issues.items)[0]!.id;

  for (const [name, size] of Object.entries(WIDTHS)) {
    const journey = await openPage(browser, site.url, { ...size, reducedMotion: true });
    const shoot = async (file: string) => {
      await journey.page.waitForLoadState('networkidle');
      await journey.page.screenshot({ path: path.join(out, `${file}-${name}.png`), fullPage: false });
    };
    await journey.visit('/');
    await shoot('home');
    await journey.visit(`/paper/${paperId}`);
    await shoot('article');
    await journey.visit(`/issues/${issueId}`);
    await shoot('issue');
    await signIn(journey, 'author');
    await journey.page.waitForURL('**/dashboard');
    await shoot('dashboard');
    await journey.page.context().close();
  }
  console.log(`Screenshots written to ${path.relative(process.cwd(), out)}/`);
} finally {
  await browser.close();
  await site.stop();
}
