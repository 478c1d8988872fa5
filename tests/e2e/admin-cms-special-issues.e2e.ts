import { describe, expect, test } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../contract/papers/author-journey.schema';
import { ADMIN_SPECIAL_ISSUE_MESSAGES as M } from '../../contract/special-issues/admin-special-issues.messages';
import type { SpecialIssue } from '../../contract/special-issues/special-issues.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * The content manager's Special issues (issue 15; decision 0052): an editor adds a call for papers
 * in /admin/cms, readers see it on /special-issues with Submit Article at once, the submission form
 * names it; closed, it shows 'Submissions Closed' and the form says it takes no papers. Deleting a
 * special issue with papers is refused in words.
 */
const site = setUpSite();

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const specialIssues = async () => (await (await fetch(`${site.url}/api/special-issues`)).json()) as SpecialIssue[];

describe('/admin/cms Special issues', () => {
  test('at 1366 px an editor adds an open call, readers see Submit Article; closed, they see Submissions Closed', async () => {
    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    const title = 'Pastoral Systems under a Changing Climate';

    await signIn(journey, 'editor');
    await visit('/admin/cms');
    // An editor sees only the sections the policy gives editors: not Pages; Special issues is one.
    const sections = page.getByRole('navigation', { name: 'Content sections' });
    await expect(sections.getByRole('link', { name: 'Pages' }).count()).resolves.toBe(0);
    await sections.getByRole('link', { name: 'Special issues' }).click();
    await expect.poll(() => sections.getByRole('link', { name: 'Special issues' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Special issues' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('special-issue-row').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByTestId('new-special-issue').click();
    const dialog = page.getByTestId('special-issue-dialog');
    await dialog.getByRole('button', { name: 'Save Special Issue' }).click();
    await expect.poll(() => dialog.locator('#special-issue-title-error').textContent()).toBe(M.titleRequired);
    await expect(dialog.locator('#special-issue-guest-editors-error').textContent()).resolves.toBe(M.guestEditorsCount);
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Mobility, water and rangeland governance for pastoral livelihoods in drylands.');
    await dialog.getByLabel('Status').selectOption('open');
    await dialog.getByLabel('Submission deadline').fill(nextYear);
    await dialog.getByLabel('Expected publication').fill('December 2027');
    await dialog.getByLabel('Guest editor 1').fill('Dr. Halima Abdi (ILRI, Kenya)');
    await dialog.getByLabel('Guest editor 2').fill('Prof. Moussa Diallo (ISRA, Senegal)');
    await dialog.getByLabel('Max articles').fill('6');
    await dialog.getByRole('button', { name: 'Save Special Issue' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.created);
    const row = page.getByTestId('special-issue-row').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Open for Submissions');
    await expect(row.textContent()).resolves.toContain('0/6');
    await expectNoAxeViolations(page);
    const id = (await specialIssues()).find((s) => s.title === title)!.id;

    // Readers see it at once (the anonymous page cache included), with the right button.
    const reader = await site.open({ width: 1366, height: 900 });
    await reader.visit('/special-issues');
    const card = reader.page.locator('article.special-issue-card').filter({ hasText: title });
    await expect(card.getByRole('link', { name: 'Submit Article' }).getAttribute('href')).resolves.toBe(`/submit-paper?special_issue=${id}`);
    await expect(card.textContent()).resolves.toContain('0/6');
    await expectNoAxeViolations(reader.page);
    await visit(`/submit-paper?special_issue=${id}`);
    await expect.poll(() => page.getByTestId('special-issue-notice').textContent()).toContain(`Submitting to the special issue: ${title}`);

    // Closed: no more submissions.
    await visit('/admin/cms?section=special-issues');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(title);
    await dialog.getByLabel('Status').selectOption('closed');
    await dialog.getByRole('button', { name: 'Save Special Issue' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.updated);
    await expect.poll(() => row.textContent()).toContain('Closed');
    await expectNoAxeViolations(page);

    await reader.visit('/special-issues');
    const closedCard = reader.page.locator('article.special-issue-card').filter({ hasText: title });
    const closedButton = closedCard.getByRole('button', { name: 'Submissions Closed' });
    await expect(closedButton.isDisabled()).resolves.toBe(true);
    await expect(closedCard.getByRole('link', { name: 'Submit Article' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(reader.page);
    await visit(`/submit-paper?special_issue=${id}`);
    await expect.poll(() => page.getByTestId('special-issue-notice').textContent()).toContain(J.specialIssueNotOpen);

    // Deleted after confirming: gone from the public page.
    await visit('/admin/cms?section=special-issues');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByTestId('delete-special-issue-dialog');
    await expect(confirm.textContent()).resolves.toContain(M.confirmDelete(title));
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.deleted);
    await expect.poll(() => row.count()).toBe(0);
    await reader.visit('/special-issues');
    await expect(reader.page.getByText(title).count()).resolves.toBe(0);
    expect([...errors, ...reader.errors]).toEqual([]);
  }, 180_000);

  test('at 390 px the list fits; the form refuses one guest editor, and a special issue with papers cannot be deleted', async () => {
    const journey = await site.open({ width: 390, height: 844 });
    const { page, errors, visit } = journey;
    const withPapers = (await specialIssues()).find((s) => s.submissionCount > 0)!;
    await signIn(journey, 'editor');
    await visit('/admin/cms?section=special-issues');
    await expect.poll(() => page.getByTestId('special-issue-row').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('new-special-issue').click();
    const dialog = page.getByTestId('special-issue-dialog');
    await dialog.getByLabel('Title').fill('Urban Agriculture and Food Access');
    await dialog.getByLabel('Description').fill('City farms, markets and diets.');
    await dialog.getByLabel('Guest editor 1').fill('Dr. Ama Owusu');
    await dialog.getByLabel('Max articles').fill('0');
    await dialog.getByRole('button', { name: 'Save Special Issue' }).click();
    await expect.poll(() => dialog.locator('#special-issue-guest-editors-error').textContent()).toBe(M.guestEditorsCount);
    await expect(dialog.locator('#special-issue-max-error').textContent()).resolves.toBe(M.maxArticlesMin);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Guest editor 2').fill('Prof. Tunde Bakare');
    await dialog.getByLabel('Max articles').fill('4');
    await dialog.getByRole('button', { name: 'Save Special Issue' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.created);
    // Planning by default: 'Coming Soon'.
    await expect.poll(() => page.getByTestId('special-issue-row').filter({ hasText: 'Urban Agriculture and Food Access' }).textContent()).toContain('Coming Soon');

    await page.getByRole('button', { name: `Delete ${withPapers.title}` }).click();
    await page.getByTestId('delete-special-issue-dialog').getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByTestId('desk-notice');
    await expect.poll(() => notice.textContent()).toContain(M.deleteFailed);
    await expect(notice.textContent()).resolves.toContain('Set its status to Closed instead');
    await expect(page.getByTestId('special-issue-row').filter({ hasText: withPapers.title }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    // The refused delete is the only failure the browser reports.
    expect(errors).toEqual([expect.stringContaining('status of 409')]);
  }, 120_000);
});
