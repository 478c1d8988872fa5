import { describe, expect, it } from 'vitest';
import { PAPER_STATUSES, statusBadgeVariant, statusLabel, type PaperStatus } from './paper-status';
import { decidePaperAccess, isPaperAuthor, type PaperViewer } from './paper-visibility.policy';

const paperOf = (status: PaperStatus) => ({ status, submitterId: 10, authorEmails: ['Ada.Okafor@Example.org', 'b.mensah@example.org'] });

const viewers: Record<string, PaperViewer | null> = {
  anonymous: null,
  'author by account': { id: 10, role: 'AUTHOR', email: 'someone.else@example.org', emailVerified: true },
  'author by email': { id: 11, role: 'AUTHOR', email: 'ada.okafor@example.org', emailVerified: true },
  'other author': { id: 12, role: 'AUTHOR', email: 'not.on.paper@example.org', emailVerified: true },
  reviewer: { id: 13, role: 'REVIEWER', email: 'reviewer@example.org', emailVerified: true },
  editor: { id: 14, role: 'EDITOR', email: 'editor@example.org', emailVerified: true },
  admin: { id: 15, role: 'ADMIN', email: 'admin@example.org', emailVerified: true },
};
const authors = new Set(['author by account', 'author by email']);
const staff = new Set(['editor', 'admin']);

describe('decidePaperAccess (reading-side.md §6, decision 0007): every status × viewer', () => {
  for (const status of PAPER_STATUSES) {
    for (const [who, viewer] of Object.entries(viewers)) {
      const privileged = authors.has(who) || staff.has(who);
      const published = status === 'PUBLISHED';
      it(`${status} × ${who}`, () => {
        const access = decidePaperAccess(paperOf(status), viewer);
        if (!published && !privileged) {
          expect(access).toBeNull();
          return;
        }
        expect(access).toEqual({
          isAuthor: authors.has(who),
          isOwner: who === 'author by account',
          isStaff: staff.has(who),
          showStatus: true,
          showFundingAndAcknowledgments: true,
          canDownload: true,
          showReviewComments: staff.has(who) || (authors.has(who) && ['REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'PUBLISHED'].includes(status)),
          showCoverLetter: privileged,
          showDeclarations: true,
          showAllAuthorEmails: privileged,
          canSubmitRevision: who === 'author by account' && status === 'REVISIONS_REQUIRED',
          showVersions: privileged,
          showDashboardLink: authors.has(who),
        });
      });
    }
  }

  it('an editor who is also an author of the paper is both, and revises only a paper they submitted (decision 0019)', () => {
    const access = decidePaperAccess(paperOf('REVISIONS_REQUIRED'), { id: 99, role: 'EDITOR', email: 'b.mensah@example.org', emailVerified: true });
    expect(access).toMatchObject({ isAuthor: true, isOwner: false, isStaff: true, canSubmitRevision: false });
    const submitter = decidePaperAccess(paperOf('REVISIONS_REQUIRED'), { id: 10, role: 'EDITOR', email: 'b.mensah@example.org', emailVerified: true });
    expect(submitter).toMatchObject({ isAuthor: true, isOwner: true, isStaff: true, canSubmitRevision: true });
  });

  it('an unconfirmed address makes no one an author; the account that submitted stays the owner (decision 0021)', () => {
    const unconfirmed = { id: 11, role: 'AUTHOR' as const, email: 'ada.okafor@example.org', emailVerified: false };
    expect(decidePaperAccess(paperOf('SUBMITTED'), unconfirmed)).toBeNull();
    expect(decidePaperAccess(paperOf('PUBLISHED'), unconfirmed)).toMatchObject({ isAuthor: false, showCoverLetter: false });
    expect(decidePaperAccess(paperOf('SUBMITTED'), { ...unconfirmed, id: 10 })).toMatchObject({ isAuthor: true, isOwner: true });
  });

  it('matches author emails without regard to case or surrounding spaces, and never on an empty email', () => {
    expect(isPaperAuthor({ submitterId: null, authorEmails: ['ADA@EXAMPLE.ORG '] }, { id: 1, role: 'AUTHOR', email: 'ada@example.org', emailVerified: true })).toBe(true);
    expect(isPaperAuthor({ submitterId: null, authorEmails: [''] }, { id: 1, role: 'AUTHOR', email: '', emailVerified: true })).toBe(false);
    expect(isPaperAuthor({ submitterId: null, authorEmails: [] }, { id: 1, role: 'AUTHOR', email: 'ada@example.org', emailVerified: true })).toBe(false);
  });
});

describe('status badges (acting-side.md §4)', () => {
  it.each([
    ['SUBMITTED', 'info', 'SUBMITTED'],
    ['UNDER_REVIEW', 'primary', 'UNDER REVIEW'],
    ['ACCEPTED', 'success', 'ACCEPTED'],
    ['REJECTED', 'danger', 'REJECTED'],
    ['REVISIONS_REQUIRED', 'warning', 'REVISIONS REQUIRED'],
    ['WITHDRAWN', 'secondary', 'WITHDRAWN'],
    ['PUBLISHED', 'success', 'PUBLISHED'],
    ['ON_HOLD', 'light', 'ON HOLD'],
  ])('%s → %s, shown as %s', (status, variant, label) => {
    expect(statusBadgeVariant(status)).toBe(variant);
    expect(statusLabel(status)).toBe(label);
  });
});
