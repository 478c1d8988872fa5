import { describe, expect, it } from 'vitest';
import { ADMIN_PAPER_MESSAGES as M, adminPaperFormSchema, authorsFrom } from './admin-papers.schema';
import { decideWorkflow, type WorkflowPaper } from './workflow/paper-workflow.policy';
import { WORKFLOW_MESSAGES as W } from './workflow/paper-workflow.messages';
import type { PaperRelation } from './workflow/paper-relations';

/** Decision 0050: the admin paper form's rules and the policy's admin override with its target checked. */
const paper = (overrides: Partial<WorkflowPaper> = {}): WorkflowPaper => ({
  status: 'ACCEPTED',
  round: 1,
  completedReviewers: 2,
  roundCompletedReviews: 2,
  lastDecision: null,
  appeal: 'none',
  feeCleared: true,
  invoiceNumber: null,
  ...overrides,
});
const actor = (...relations: PaperRelation[]) => ({ relations: new Set<PaperRelation>(['signedIn', ...relations]), holdsOpenReview: false, madeLastDecision: false });
const now = new Date('2026-01-10T00:00:00Z');

describe('overrideStatus (the admin paper form)', () => {
  it('lets an admin set any status, leading to the target', () => {
    expect(decideWorkflow('overrideStatus', paper(), actor('admin'), now, 'REJECTED')).toEqual({ allowed: true, to: 'REJECTED' });
    expect(decideWorkflow('overrideStatus', paper({ status: 'SUBMITTED' }), actor('admin'), now, 'PUBLISHED')).toEqual({ allowed: true, to: 'PUBLISHED' });
  });

  it('still refuses PUBLISHED while the publication charge is not cleared', () => {
    expect(decideWorkflow('overrideStatus', paper({ feeCleared: false, invoiceNumber: 'INV-2026-0007' }), actor('admin'), now, 'PUBLISHED')).toEqual({ allowed: false, code: 'conflict', reason: W.feeNotCleared('INV-2026-0007') });
    expect(decideWorkflow('overrideStatus', paper({ feeCleared: false }), actor('admin'), now, 'REJECTED').allowed).toBe(true);
  });

  it('is for admins only', () => {
    expect(decideWorkflow('overrideStatus', paper(), actor('editor'), now, 'REJECTED')).toEqual({ allowed: false, code: 'forbidden', reason: W.adminsOnly });
  });
});

describe('the admin paper form', () => {
  const valid = { title: 'T', authors: 'A. One, B. Two', category: 'Crop Science', abstract: 'Abstract' };

  it('reads authors as JSON text, comma-separated names or a list', () => {
    expect(authorsFrom('[{"name":"A"},"B"]')).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(authorsFrom('A, B ,')).toEqual([{ name: 'A' }, { name: ' B ' }]);
    expect(adminPaperFormSchema.parse(valid).authors).toEqual([
      { name: 'A. One', email: '', affiliation: '' },
      { name: 'B. Two', email: '', affiliation: '' },
    ]);
  });

  it('defaults the status to SUBMITTED and checks volume, issue and year', () => {
    expect(adminPaperFormSchema.parse(valid).status).toBe('SUBMITTED');
    const broken = adminPaperFormSchema.safeParse({ ...valid, volume: '0', issue: '0', year: '2101' });
    expect(broken.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining([M.volumeMin, M.issueMin, M.yearRange]));
    expect(adminPaperFormSchema.safeParse({ ...valid, volume: '1', issue: '1', year: '2000' }).success).toBe(true);
    expect(adminPaperFormSchema.safeParse({ ...valid, year: '2100' }).success).toBe(true);
  });
});
