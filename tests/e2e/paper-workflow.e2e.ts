import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Appeal } from '../../contract/editor-desk/editor-desk.schema';
import { EDITOR_DESK_MESSAGES } from '../../contract/editor-desk/editor-desk.messages';
import { formatLongDate } from '../../contract/format/long-date';
import type { MySubmission } from '../../contract/papers/author-journey.schema';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { appealExplanation, WORKFLOW_TEXTS as T } from '../../app/features/papers/paper-workflow-view';
import { DEMO_REVIEWER_EMAILS, DEMO_SUBMISSIONS, demoStatusOf } from '../../demo/content/submissions';
import { expectNoAxeViolations, type JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn, type Account } from '../support/sign-in';
import { uniquePdf } from '../support/unique-pdf';

/**
 * The paper's workflow on the article page (decisions 0034, 0035): what authors, editors,
 * reviewers and readers see of the timeline, the decision letters, the editorial panel and the
 * appeal, at a desktop and a phone width, with axe on every state.
 */
const site = setUpSite();
const { api } = site;

const FATIMA = 'fatima.abubakar@jals-demo.org';
const SAMUEL = 'samuel.otieno@jals-demo.org';
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
/** The demo reviewers' names: no author may ever see one. */
const REVIEWER_NAMES = ['Kwame Mensah', 'Grace Wanjiru', 'Pieter de Vries'];

const finalStatus = (title: string) => demoStatusOf(DEMO_SUBMISSIONS.find((s) => s.title === title)!);
const titleOf = (slug: string) => DEMO_SUBMISSIONS.find((s) => s.slug === slug)!.title;
/** Fatima Abubakar's paper awaiting revision: two completed reviews, one with confidential comments. */
const GARLIC = titleOf('garlic-powder-broiler-serum-lipids');
const CONFIDENTIAL = DEMO_SUBMISSIONS.find((s) => s.title === GARLIC)!.history.flatMap((step) => (step.step === 'review' && step.confidentialComments ? [step.confidentialComments] : []))[0]!;

/**
 * One browser session per account for the whole file, signed in once through the UI: sign-in is
 * limited to 10 a minute per address (server/api/rate-limits.ts), and its token serves the API calls.
 */
const sessions = new Map<Account, Promise<{ journey: JourneyPage; token: string }>>();
function sessionOf(account: Account) {
  let session = sessions.get(account);
  if (!session) {
    session = site.open().then(async (journey) => ({ journey, token: await signIn(journey, account) }));
    sessions.set(account, session);
  }
  return session;
}

/** The id of one of the account's own papers, by title. */
async function ownPaperId(account: Account, title: string): Promise<number> {
  const { body } = await api<MySubmission[]>('/papers/my-submissions', { token: (await sessionOf(account)).token });
  const found = body.find((p) => p.title === title);
  if (!found) throw new Error(`${account} has no paper titled ${title}`);
  return found.id;
}

async function paperAs(account: Account | null, id: number): Promise<PaperDetail> {
  const token = account ? (await sessionOf(account)).token : undefined;
  const { status, body } = await api<PaperDetail>(`/papers/${id}`, { token });
  expect(status).toBe(200);
  return body;
}

/** The account's browser (or a new anonymous one) at the width, on the paper, with no errors seen yet. */
async function openPaper(account: Account | null, id: number, size: (typeof WIDTHS)[number]): Promise<JourneyPage> {
  const journey = account ? (await sessionOf(account)).journey : await site.open(size);
  await journey.page.setViewportSize(size);
  journey.errors.length = 0;
  const response = await journey.visit(`/paper/${id}`);
  expect(response?.status()).toBe(200);
  return journey;
}

const count = (page: Page, testId: string) => page.getByTestId(testId).count();
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('authors and editors of a paper awaiting revision', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px the author sees the letters, the anonymised reviews and the author-facing timeline, and no reviewer's name`, async () => {
      const id = await ownPaperId(FATIMA, GARLIC);
      expect(finalStatus(GARLIC)).toBe('REVISIONS_REQUIRED');
      const expected = await paperAs(FATIMA, id);
      expect(expected.decisions.length).toBeGreaterThan(0);

      const author = await openPaper(FATIMA, id, size);
      const { page } = author;
      await expect(page.getByTestId('paper-status').textContent()).resolves.toBe('REVISIONS REQUIRED');
      await expect(page.getByRole('link', { name: 'Submit Revision' }).getAttribute('href')).resolves.toBe(`/submit-paper?revision=${id}`);

      // Decision letters: label and date, the letter as sent.
      const letters = page.getByTestId('decision-letters');
      await expect(letters.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.decisionLettersHeading);
      const latest = [...expected.decisions].sort((a, b) => b.at.localeCompare(a.at))[0]!;
      const heading = (await letters.getByRole('heading', { level: 3 }).first().textContent())!;
      expect(heading).toContain(latest.label);
      expect(heading).toContain(formatLongDate(latest.at));
      await expect(letters.getByTestId('decision-letter-text').first().innerText()).resolves.toBe(latest.letter);

      // The reviews, as 'Reviewer 1', 'Reviewer 2'.
      await expect(page.getByTestId('review-comments').getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['Reviewer 1', 'Reviewer 2']);

      // The author-facing timeline: titles and dates, no actor, nothing about reviewers.
      const timeline = page.getByTestId('paper-timeline');
      await expect(timeline.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.timelineHeading);
      const titles = await timeline.getByTestId('timeline-event').locator('h3').allTextContents();
      expect(titles).toEqual(expected.timeline.map((e) => e.title));
      expect(titles).toContain('Submitted');
      expect(titles.some((t) => t.startsWith('Decision: '))).toBe(true);
      expect(titles).not.toContain('Reviewers invited');
      expect(titles).not.toContain('Review received');
      expect((await timeline.textContent())!).toContain(formatLongDate(expected.timeline[0]!.at));
      await expect(count(page, 'timeline-actor')).resolves.toBe(0);

      // Nothing of the editors' desk, and no reviewer named anywhere: not in the page, not in its data.
      await expect(count(page, 'editorial-panel')).resolves.toBe(0);
      await expect(count(page, 'appeal-section')).resolves.toBe(0);
      await expect(count(page, 'reviewer-notice')).resolves.toBe(0);
      const html = [await page.content(), await (await page.request.get(`/paper/${id}`)).text(), await (await page.request.get(`/paper/${id}.data`)).text()].join('\n');
      for (const name of REVIEWER_NAMES) expect(html, name).not.toContain(name);
      expect(html).not.toContain(CONFIDENTIAL);

      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(author.errors).toEqual([]);
    });

    test(`at ${size.width} px an editor sees the timeline with actors, and the editorial panel with reviewer names and confidential comments`, async () => {
      const id = await ownPaperId(FATIMA, GARLIC);
      const expected = await paperAs('editor', id);
      const editor = await openPaper('editor', id, size);
      const { page } = editor;

      // Every event, with who did it and the comments.
      const timeline = page.getByTestId('paper-timeline');
      await expect(timeline.getByTestId('timeline-event').count()).resolves.toBe(expected.timeline.length);
      const actors = expected.timeline.map((e) => e.actor).filter((a): a is string => a !== null);
      expect(actors.length).toBeGreaterThan(0);
      const shownActors = await timeline.getByTestId('timeline-actor').allTextContents();
      expect(shownActors).toEqual(expect.arrayContaining([...new Set(actors)]));
      const eventComments = expected.timeline.map((e) => e.comments).filter((c): c is string => Boolean(c));
      expect(eventComments.length).toBeGreaterThan(0);
      const timelineText = (await timeline.textContent())!;
      for (const comment of eventComments) expect(timelineText).toContain(comment);

      // The editorial panel: handling editor, round, reviews with names and the confidential comments.
      const panel = page.getByTestId('editorial-panel');
      await expect(panel.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.editorialHeading);
      await expect(panel.getByTestId('handling-editor').textContent()).resolves.toBe(expected.workflow.handlingEditor?.name ?? 'Not assigned');
      await expect(panel.getByTestId('current-round').textContent()).resolves.toBe(`Round ${expected.workflow.round}`);
      const reviewers = await panel.getByTestId('staff-reviewer').allTextContents();
      expect(reviewers).toEqual(expected.workflow.reviews.map((r) => r.reviewer));
      expect(reviewers).toEqual(expect.arrayContaining(['Grace Wanjiru', 'Pieter de Vries']));
      const rows = panel.getByTestId('staff-review');
      const withConfidential = rows.filter({ hasText: 'Pieter de Vries' });
      await expect(withConfidential.textContent()).resolves.toContain('Major Revision');
      const comments = withConfidential.getByTestId('staff-review-comments');
      await expect(comments.getByTestId('confidential-comments').isVisible()).resolves.toBe(false);
      await comments.locator('summary').click();
      await expect(comments.getByTestId('confidential-comments').textContent()).resolves.toBe(CONFIDENTIAL);
      await expect(comments.getByTestId('confidential-comments').isVisible()).resolves.toBe(true);

      // Editors read the letters and the anonymised reviews too.
      await expect(count(page, 'decision-letters')).resolves.toBe(1);
      await expect(count(page, 'appeal-section')).resolves.toBe(0);

      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(editor.errors).toEqual([]);
    });
  }
});

describe('appeals (reading-side.md §4: within 30 days, answered in 4-6 weeks, upheld, reversed or modified)', () => {
  const cases = [
    { size: WIDTHS[0], account: SAMUEL, slug: 'pond-aquaculture-climate-resilience-uganda', withFile: false },
    { size: WIDTHS[1], account: FATIMA, slug: 'noiler-kuroiler-semi-scavenging', withFile: true },
  ];
  for (const { size, account, slug, withFile } of cases) {
    test(`at ${size.width} px the author appeals a desk rejection${withFile ? ' with a PDF' : ''}; the form gives way to "being considered", then "decided"`, async () => {
      const title = titleOf(slug);
      expect(finalStatus(title)).toBe('SUBMITTED');
      const id = await ownPaperId(account, title);

      // The editor rejects it at the desk, with a letter of several paragraphs.
      const letter = `Dear author,\n\nThank you for submitting "${title}".\nThe manuscript falls outside the scope of the journal. <b>Not bold.</b>\n\nYours sincerely,\nThe Editors`;
      const rejected = await api<{ status: string }>(`/editor/papers/${id}/decision`, {
        token: (await sessionOf('editor')).token,
        method: 'POST',
        json: { decision: 'reject', letter },
      });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect(rejected.body.status).toBe('REJECTED');
      const expected = await paperAs(account, id);
      expect(expected.workflow.actions).toContain('appeal');
      expect(expected.workflow.appealDeadline).toBeTruthy();

      const author = await openPaper(account, id, size);
      const { page } = author;
      await expect(page.getByTestId('paper-status').textContent()).resolves.toBe('REJECTED');

      // The letter, as plain text with its line breaks.
      const text = page.getByTestId('decision-letters').getByTestId('decision-letter-text');
      await expect(text.innerText()).resolves.toBe(letter);
      await expect(text.locator('b').count()).resolves.toBe(0);

      // The appeal section: the window, the deadline and the answer time; then the form.
      const section = page.getByTestId('appeal-section');
      await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.appealHeading);
      const explanation = (await section.getByTestId('appeal-explanation').textContent())!;
      expect(explanation).toBe(appealExplanation(expected.workflow.appealDeadline));
      expect(explanation).toContain(formatLongDate(expected.workflow.appealDeadline));
      expect(explanation).toContain('30 days');
      expect(explanation).toContain('4-6 weeks');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // Reasons are required, with the contract's message; the error clears on edit.
      await section.getByRole('button', { name: 'Send Appeal' }).click();
      const reasons = section.getByLabel('Reasons for your appeal');
      await expect.poll(() => section.getByText(EDITOR_DESK_MESSAGES.appealReasonsRequired).count()).toBe(1);
      await expect(reasons.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectNoAxeViolations(page);
      await reasons.fill('The manuscript is within the scope: section 2 of the aims lists aquaculture and poultry systems.');
      await expect(section.getByText(EDITOR_DESK_MESSAGES.appealReasonsRequired).count()).resolves.toBe(0);
      if (withFile) {
        await section.getByLabel('Supporting file').setInputFiles({ name: 'appeal.pdf', mimeType: 'application/pdf', buffer: await uniquePdf(`appeal of ${id}`) });
      }
      await section.getByRole('button', { name: 'Send Appeal' }).click();

      // Success: the message, the form gone, the appeal under consideration, on the timeline too.
      await expect.poll(() => section.getByTestId('appeal-success').textContent()).toBe(EDITOR_DESK_MESSAGES.appealFiled);
      await expect.poll(() => section.getByRole('heading', { level: 2 }).textContent()).toBe(T.appealOpenHeading);
      await expect(section.getByTestId('appeal-open').textContent()).resolves.toBe(T.appealOpen);
      await expect(count(page, 'appeal-form')).resolves.toBe(0);
      await expect(page.getByTestId('paper-timeline').getByTestId('timeline-event').locator('h3').allTextContents()).resolves.toContain('Appeal filed');
      const after = await paperAs(account, id);
      expect(after.workflow.appeal).toBe('open');
      expect(after.workflow.actions).not.toContain('appeal');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // On a later visit, too: rendered on the server.
      await author.visit(`/paper/${id}`);
      await expect(page.getByTestId('appeal-section').getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.appealOpenHeading);
      await expect(count(page, 'appeal-form')).resolves.toBe(0);
      await expect(count(page, 'appeal-success')).resolves.toBe(0);

      // The editors see the open appeal on their panel.
      const editor = await openPaper('editor', id, size);
      await expect(editor.page.getByTestId('appeal-state').textContent()).resolves.toBe('Open: waiting for a decision');
      await expect(count(editor.page, 'appeal-section')).resolves.toBe(0);
      await expectNoAxeViolations(editor.page);
      expect(editor.errors).toEqual([]);

      // Once decided by another editor than the one who rejected it (the letter goes by mail), the
      // author reads the outcome and the letter, and the timeline has it.
      const adminToken = await site.apiLogin('admin');
      const { body: appeals } = await api<Appeal[]>('/editor/appeals', { token: adminToken });
      const appeal = appeals.find((a) => a.paper.id === id)!;
      const outcomeLetter = 'Dear author,\n\nThe rejection stands.';
      const decided = await api(`/editor/appeals/${appeal.id}/decision`, { token: adminToken, method: 'POST', json: { outcome: 'upheld', letter: outcomeLetter } });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      await author.visit(`/paper/${id}`);
      const decidedSection = page.getByTestId('appeal-section');
      await expect(decidedSection.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(T.appealDecidedHeading);
      await expect(decidedSection.getByTestId('appeal-decided').textContent()).resolves.toBe(T.appealDecided);
      await expect(decidedSection.getByTestId('appeal-outcome').textContent()).resolves.toMatch(/^Outcome: Upheld · /);
      await expect(decidedSection.getByTestId('appeal-letter').innerText()).resolves.toBe(outcomeLetter);
      await expect(count(page, 'appeal-form')).resolves.toBe(0);
      await expect(page.getByTestId('paper-timeline').getByTestId('timeline-event').locator('h3').allTextContents()).resolves.toContain('Appeal decided: Upheld');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(author.errors).toEqual([]);
    });
  }
});

describe('readers and reviewers', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px an anonymous reader of a published paper sees none of the workflow; its author sees the letters, not the timeline`, async () => {
      const { body: mine } = await api<MySubmission[]>('/papers/my-submissions', { token: (await sessionOf(FATIMA)).token });
      const publishedId = (await Promise.all(mine.filter((p) => p.status === 'PUBLISHED').map((p) => paperAs(FATIMA, p.id)))).find((p) => p.decisions.length > 0)?.id;
      expect(publishedId, 'a published paper of Fatima Abubakar with a decision').toBeDefined();

      const reader = await openPaper(null, publishedId!, size);
      for (const part of ['paper-timeline', 'decision-letters', 'editorial-panel', 'appeal-section', 'reviewer-notice', 'review-comments']) {
        await expect(count(reader.page, part), part).resolves.toBe(0);
      }
      for (const heading of [T.timelineHeading, T.decisionLettersHeading, T.editorialHeading]) {
        await expect(reader.page.getByRole('heading', { name: heading, exact: true }).count(), heading).resolves.toBe(0);
      }
      await expect(count(reader.page, 'download-manuscript')).resolves.toBe(1);
      await noSidewaysScroll(reader.page);
      await expectNoAxeViolations(reader.page);
      expect(reader.errors).toEqual([]);
      await reader.context.close();

      const author = await openPaper(FATIMA, publishedId!, size);
      await expect(count(author.page, 'decision-letters')).resolves.toBe(1);
      await expect(count(author.page, 'paper-timeline')).resolves.toBe(0);
      await expect(count(author.page, 'editorial-panel')).resolves.toBe(0);
      await expectNoAxeViolations(author.page);
      expect(author.errors).toEqual([]);
    });

    test(`at ${size.width} px a reviewer sees the anonymised paper: the notice, no author, no file, no citation`, async () => {
      const title = titleOf('antimicrobial-use-broiler-farms-kano');
      const id = await ownPaperId(FATIMA, title);
      const authors = (await paperAs(FATIMA, id)).authors.map((a) => a.name);
      expect(authors.length).toBeGreaterThan(0);
      const seen = await paperAs(DEMO_REVIEWER_EMAILS.grace, id);
      expect(seen.access.isReviewer).toBe(true);

      const reviewer = await openPaper(DEMO_REVIEWER_EMAILS.grace, id, size);
      const { page } = reviewer;
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      const notice = page.getByTestId('reviewer-notice');
      await expect(notice.getByRole('heading').textContent()).resolves.toBe(T.reviewerNoticeHeading);
      await expect(notice.getByText(T.reviewerNotice).count()).resolves.toBe(1);
      for (const part of [
        'paper-authors',
        'download-manuscript',
        'apa-citation',
        'paper-timeline',
        'decision-letters',
        'editorial-panel',
        'appeal-section',
        'review-comments',
        'version-history',
      ]) {
        await expect(count(page, part), part).resolves.toBe(0);
      }
      await expect(page.getByText('No authors listed').count()).resolves.toBe(0);
      await expect(page.locator('meta[name^="citation_"]').count()).resolves.toBe(0);
      await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBe(0);
      const html = [await page.content(), await (await page.request.get(`/paper/${id}`)).text()].join('\n');
      for (const name of authors) expect(html, name).not.toContain(name);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(reviewer.errors).toEqual([]);
    });
  }
});
