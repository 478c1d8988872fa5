import { describe, expect, test } from 'vitest';
import { SUBMISSION_MESSAGES } from '../../contract/papers/submission.schema';
import { ORCID_MESSAGES as M } from '../../contract/users/orcid-messages';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/** Issue 16, decision 0060: a person's own ORCID iD on /dashboard, prefilled in a new submission. */
const site = setUpSite();
const ORCID = '0000-0002-1825-0097';

describe('ORCID iD on the dashboard', () => {
  test.each([1366, 390])('at %i px the author saves their iD, sees it linked with the ORCID mark, and a new submission names them with it', async (width) => {
    const journey = await site.open({ width });
    const { page, errors } = journey;
    const samuel = 'samuel.otieno@jals-demo.org';
    await signIn(journey, samuel);
    const card = page.getByTestId('orcid-card');
    await expect.poll(() => card.getByRole('heading', { name: 'ORCID iD' }).count()).toBe(1);
    // No "Connect" without the journal's ORCID registration (ORCID_CLIENT_ID is not set here).
    await expect(page.getByTestId('orcid-connect').count()).resolves.toBe(0);

    await card.getByLabel('ORCID iD').fill('0000-0002-1825-0098');
    await card.getByRole('button', { name: 'Save ORCID iD' }).click();
    await expect.poll(() => card.locator('#orcid-input-error').textContent()).toBe(SUBMISSION_MESSAGES.orcidInvalid);
    await expectNoAxeViolations(page);

    await card.getByLabel('ORCID iD').fill(ORCID);
    await card.getByRole('button', { name: 'Save ORCID iD' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain(M.saved);
    await expect.poll(() => card.getByRole('link', { name: `https://orcid.org/${ORCID}` }).getAttribute('href')).toBe(`https://orcid.org/${ORCID}`);
    await expect(card.locator('svg.orcid-icon').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await journey.visit('/submit-paper');
    await expect.poll(() => page.locator('#author-0-orcid').inputValue()).toBe(ORCID);

    // Clean up for the other width: remove it again.
    await journey.visit('/dashboard');
    await card.getByLabel('ORCID iD').fill('');
    await card.getByRole('button', { name: 'Save ORCID iD' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain(M.removed);
    // The browser logs the refused save (the 400 the form turned into the field's message); nothing else.
    expect(errors).toEqual([expect.stringContaining('status of 400')]);
  });
});
