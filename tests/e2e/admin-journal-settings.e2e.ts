import { describe, expect, test } from 'vitest';
import { JOURNAL_SETTINGS_MESSAGES as M } from '../../contract/settings/journal-settings';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * The content manager's Journal settings (issue 15 "Journal settings"; decision 0053): an admin
 * changes the response time and the office hours in /admin/cms and sees them on /contact at once;
 * a changed journal name is on the home page and in the footer of every page at once, for the
 * anonymous reader too (the page cache); a wrong ISSN is refused with the field's message.
 */
const site = setUpSite();

/** A page as an anonymous reader gets it (through the page cache). */
const publicText = async (path: string) => (await (await fetch(`${site.url}${path}`)).text()).replaceAll('<!-- -->', '');

describe('/admin/cms Journal settings', () => {
  test('at 1366 px an admin changes the response time and the journal name, and the pages show them at once', async () => {
    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    // An anonymous reader has the home page in the cache before the change.
    expect(await publicText('/')).toContain('Journal of Agriculture and Life Sciences');

    await signIn(journey, 'admin');
    await visit('/admin/cms?section=journal-settings');
    await expect(page.getByRole('heading', { name: 'Office hours and response time' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    const office = page.getByRole('form', { name: 'Office hours and response time' });
    await office.getByLabel('Response time').fill('one working day');
    await office.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);

    // A wrong check digit: the field says so, nothing is saved.
    const identity = page.getByRole('form', { name: 'Journal identity' });
    await identity.getByLabel('ISSN (print)').fill('0317-8472');
    await identity.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => identity.getByText(M.issnCheckDigit).count()).toBe(1);
    await expectNoAxeViolations(page);
    await identity.getByLabel('ISSN (print)').fill('0317-8471');
    await identity.getByLabel('Journal name').fill('Journal of Tropical Agriculture');
    await identity.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);
    // The frame's own header and footer show the new name after the save.
    await expect.poll(() => page.locator('footer').textContent()).toContain('Journal of Tropical Agriculture');

    await visit('/contact');
    await expect(page.getByText('We answer every message within one working day.').count()).resolves.toBe(1);
    await expect(page.getByTestId('contact-info').textContent()).resolves.toContain('one working day');
    await expectNoAxeViolations(page);

    const home = await publicText('/');
    expect(home).toContain('<h1');
    expect(home).toMatch(/<h1[^>]*>Journal of Tropical Agriculture<\/h1>/);
    expect(home).toMatch(/<footer[\s\S]*Journal of Tropical Agriculture[\s\S]*<\/footer>/);
    expect(home).not.toContain('Journal of Agriculture and Life Sciences</h1>');
    expect(errors).toEqual([]);
  });

  test('at 390 px an admin changes a row of office hours and /contact shows it', async () => {
    const journey = await site.open({ width: 390, height: 844 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?section=journal-settings');
    const office = page.getByRole('form', { name: 'Office hours and response time' });
    await office.getByLabel('Hours (row 2)').fill('10:00 - 13:00 WAT');
    await office.getByLabel('Response time').fill('');
    await office.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => office.getByText(M.required('The response time')).count()).toBe(1);
    await expectNoAxeViolations(page);
    await office.getByLabel('Response time').fill('2 working days');
    await office.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    await visit('/contact');
    await expect(page.getByTestId('contact-info').textContent()).resolves.toContain('10:00 - 13:00 WAT');
    await expect(page.getByText('We answer every message within 2 working days.').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('at 1366 px an admin enters the office contact details and /contact shows the address, urgent matters, map and social links', async () => {
    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?section=journal-settings');
    const contact = page.getByRole('form', { name: 'Contact details' });
    await contact.getByLabel('Office name').fill('Editorial Office');
    await contact.getByLabel('Postal address').fill('College of Agriculture, Room 214\nP.O. Box 138\n\nDire Dawa, Ethiopia');
    await contact.getByLabel('Office email').fill('office@jals.example.org');
    await contact.getByLabel('Urgent email').fill('urgent@jals.example.org');
    await contact.getByLabel('When to use it').fill('For a correction to a published article.');
    // Half a place for the map: the field says what is missing, nothing is saved.
    await contact.getByLabel('Latitude').fill('9.6');
    await contact.getByLabel('Longitude').fill('');
    await contact.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => contact.getByText('Enter the longitude, a number from -180 to 180 (both or neither).').count()).toBe(1);
    await expectNoAxeViolations(page);
    await contact.getByLabel('Longitude').fill('41.87');
    await contact.getByRole('button', { name: 'Add a link' }).click();
    await contact.getByLabel('Network (link 1)').selectOption('researchgate');
    await contact.getByLabel('Address (link 1)').fill('https://www.researchgate.net/journal/jals');
    await contact.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);
    await expectNoAxeViolations(page);

    await visit('/contact');
    const info = page.getByTestId('contact-info');
    await expect(info.locator('address').innerText()).resolves.toBe('College of Agriculture, Room 214\nP.O. Box 138\nDire Dawa, Ethiopia');
    await expect(info.getByRole('link', { name: 'office@jals.example.org' }).count()).resolves.toBe(1);
    await expect(info.getByRole('heading', { name: 'Urgent Matters' }).count()).resolves.toBe(1);
    await expect(info.getByRole('link', { name: 'urgent@jals.example.org' }).count()).resolves.toBe(1);
    await expect(info.getByRole('link', { name: /ResearchGate/ }).getAttribute('href')).resolves.toBe('https://www.researchgate.net/journal/jals');
    await expect(page.getByTestId('contact-map-placeholder').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    // The saved details come back into the form as they were entered.
    await visit('/admin/cms?section=journal-settings');
    await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel('Postal address').inputValue()).resolves.toBe('College of Agriculture, Room 214\nP.O. Box 138\nDire Dawa, Ethiopia');
    expect(errors).toEqual([]);
  });
});
