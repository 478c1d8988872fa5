import { describe, expect, it } from 'vitest';
import { PAPER_STATUSES, statusBadgeVariant, statusLabel, type PaperStatus } from './paper-status';
import { decidePaperAccess, isPaperAuthor, type PaperViewer } from './paper-visibility.policy';

const parties = { submitterId: 10, authorEmails: ['Ada.Okafor@Example.org', 'b.mensah@example.org'], handlingEditorId: 16, reviewerIds: [13] };
const paperOf = (status: PaperStatus) => ({ status, ...parties });

const viewers: Record<string, PaperViewer | null> = {
  anonymous: null,
  'author by account': { id: 10, role: 'AUTHOR', email: 'someone.else@example.org', emailVerified: true },
  'author by email': { id: 11, role: 'AUTHOR', email: 'ada.okafor@example.org', emailVerified: true },
  'other author': { id: 12, role: 'AUTHOR', email: 'not.on.paper@example.org', emailVerified: true },
  'assigned reviewer': { id: 13, role: 'REVIEWER', email: 'reviewer@example.org', emailVerified: true },
  'other reviewer': { id: 17, role: 'REVIEWER', email: 'reviewer2@example.org', emailVerified: true },
  editor: { id: 14, role: 'EDITOR', email: 'editor@example.org', emailVerified: true },
  'handling editor': { id: 16, role: 'EDITOR', email: 'handling@example.org', emailVerified: true },
  admin: { id: 15, role: 'ADMIN', email: 'admin@example.org', emailVerified: true },
};
const authors = new Set(['author by account', 'author by email']);
const staff = new Set(['editor', 'handling editor', 'admin']);
const reviewerStatuses = ['UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'PUBLISHED'];

describe('decidePaperAccess (reading-side.md §6, decisions 0007 and 0035): every status × viewer', () => {
  for (const status of PAPER_STATUSES) {
    for (const [who, viewer] of Object.entries(viewers)) {
      const privileged = authors.has(who) || staff.has(who);
      const published = status === 'PUBLISHED';
      const reviewing = who === 'assigned reviewer' && reviewerStatuses.includes(status);
      it(`${status} × ${who}`, () => {
        const access = decidePaperAccess(paperOf(status), viewer);
        if (!published && !privileged && !reviewing) {
          expect(access).toBeNull();
          return;
        }
        const readerView = published || privileged;
        expect(access).toEqual({
          isAuthor: authors.has(who),
          isOwner: who === 'author by account',
          isStaff: staff.has(who),
          isReviewer: who === 'assigned reviewer' && !published,
          showStatus: true,
          showAuthors: readerView,
          showFundingAndAcknowledgments: readerView,
          canDownload: readerView,
          reviewComments: staff.has(who) ? 'all' : authors.has(who) ? 'released' : 'none',
          showCoverLetter: privileged,
          showDeclarations: readerView,
          showAllAuthorEmails: privileged,
          showVersions: privileged,
          timeline: staff.has(who) ? 'full' : authors.has(who) ? 'author' : 'none',
          showDashboardLink: authors.has(who),
        });
      });
    }
  }

  it('an editor who is also an author of the paper is both; only the submitting account is the owner (decision 0019)', () => {
    const access = decidePaperAccess(paperOf('REVISIONS_REQUIRED'), { id: 99, role: 'EDITOR', email: 'b.mensah@example.org', emailVerified: true });
    expect(access).toMatchObject({ isAuthor: true, isOwner: false, isStaff: true });
    const submitter = decidePaperAccess(paperOf('REVISIONS_REQUIRED'), { id: 10, role: 'EDITOR', email: 'b.mensah@example.org', emailVerified: true });
    expect(submitter).toMatchObject({ isAuthor: true, isOwner: true, isStaff: true });
  });

  it('a handling editor who lost the editor role keeps no access through the assignment', () => {
    expect(decidePaperAccess(paperOf('SUBMITTED'), { id: 16, role: 'AUTHOR', email: 'handling@example.org', emailVerified: true })).toBeNull();
  });

  it('an unconfirmed address makes no one an author; the account that submitted stays the owner (decision 0021)', () => {
    const unconfirmed = { id: 11, role: 'AUTHOR' as const, email: 'ada.okafor@example.org', emailVerified: false };
    expect(decidePaperAccess(paperOf('SUBMITTED'), unconfirmed)).toBeNull();
    expect(decidePaperAccess(paperOf('PUBLISHED'), unconfirmed)).toMatchObject({ isAuthor: false, showCoverLetter: false });
    expect(decidePaperAccess(paperOf('SUBMITTED'), { ...unconfirmed, id: 10 })).toMatchObject({ isAuthor: true, isOwner: true });
  });

  it('matches author emails without regard to case or surrounding spaces, and never on an empty email', () => {
    const paper = (authorEmails: string[]) => ({ submitterId: null, authorEmails, handlingEditorId: null, reviewerIds: [] });
    expect(isPaperAuthor(paper(['ADA@EXAMPLE.ORG ']), { id: 1, role: 'AUTHOR', email: 'ada@example.org', emailVerified: true })).toBe(true);
    expect(isPaperAuthor(paper(['']), { id: 1, role: 'AUTHOR', email: '', emailVerified: true })).toBe(false);
    expect(isPaperAuthor(paper([]), { id: 1, role: 'AUTHOR', email: 'ada@example.org', emailVerified: true })).toBe(false);
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
