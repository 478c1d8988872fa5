import { describe, expect, test } from 'vitest';
import { PAGE_MESSAGES as M } from '../../contract/pages/pages.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * The content manager's Pages (issue 15 "Static pages"; decision 0047): an admin edits the about
 * page and sees it public at once (the anonymous page cache included), then restores the previous
 * revision; a placeholder the site does not know is shown before saving and refused on save.
 */
const site = setUpSite();

/** The public page as an anonymous reader gets it (through the page cache). */
const publicText = async (path: string) => (await (await fetch(`${site.url}${path}`)).text()).replaceAll('<!-- -->', '');

describe('/admin/cms Pages', () => {
  test('at 1366 px an admin edits the about page, sees it public at once, and restores the previous revision', async () => {
    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    const added = 'A sentence written in the content manager.';
    // An anonymous reader has the page in the cache before the edit.
    expect(await publicText('/about')).not.toContain(added);

    await signIn(journey, 'admin');
    await visit('/admin/cms');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Content Management');
    await expect(page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).resolves.toBe('page');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Edit About the Journal' }).click();
    await page.waitForURL('**/admin/cms?slug=about');
    const text = page.getByLabel('Text (Markdown)');
    await expect.poll(() => text.inputValue()).toContain('## Overview {#overview}');
    await expect(page.getByTestId('cms-preview').getByRole('heading', { name: 'Overview' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    const original = await text.inputValue();
    await text.fill(original.replace('## Aims and Scope {#scope}', `${added}\n\n## Aims and Scope {#scope}`));
    // The live preview is the server's rendering of the text being written.
    await expect.poll(() => page.getByTestId('cms-preview').textContent()).toContain(added);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);
    await expect.poll(() => page.getByTestId('cms-revisions').getByRole('listitem').count()).toBe(2);
    await expectNoAxeViolations(page);

    // Public at once, for the anonymous reader too.
    const edited = await publicText('/about');
    expect(edited).toContain(added);
    expect(edited).toContain('<section id="scope" class="jp-section" aria-labelledby="scope-heading">');
    const reader = await site.open({ width: 1366, height: 900 });
    await reader.visit('/about');
    await expect(reader.page.getByText(added).count()).resolves.toBe(1);
    await expect(reader.page.getByRole('navigation', { name: 'On this page' }).first().getByRole('link', { name: 'Aims and Scope' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(reader.page);

    // Restore the seeded text: a new revision, and the public page without the sentence.
    const seeded = page.getByTestId('cms-revisions').getByRole('button', { name: /^Restore revision/ });
    await seeded.click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.restored);
    await expect.poll(() => page.getByTestId('cms-revisions').getByRole('listitem').count()).toBe(3);
    await expect.poll(() => text.inputValue()).toBe(original);
    expect(await publicText('/about')).not.toContain(added);
    expect([...errors, ...reader.errors]).toEqual([]);
  });

  test('at 390 px the editor fits, shows an unknown placeholder in the preview and refuses it on save', async () => {
    const journey = await site.open({ width: 390, height: 844 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?slug=terms');
    const text = page.getByLabel('Text (Markdown)');
    await expect.poll(() => text.inputValue()).toContain('## The Website {#site}');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await text.fill(`${await text.inputValue()}\n\n{{fee-tabel}}`);
    await expect.poll(() => page.getByTestId('cms-preview').textContent()).toContain(M.unknownPlaceholder('fee-tabel'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.failedToSave(M.unknownPlaceholder('fee-tabel')));
    // The text being written stays, with the server's message under it.
    await expect(text.inputValue()).resolves.toContain('{{fee-tabel}}');
    await expect(page.locator('#cms-markdown-error').textContent()).resolves.toBe(M.unknownPlaceholder('fee-tabel'));
    await expectNoAxeViolations(page);
    expect(await publicText('/terms')).not.toContain('fee-tabel');
    // The refused save is the only failure the browser reports.
    expect(errors).toEqual([expect.stringContaining('status of 400')]);
  });
});
