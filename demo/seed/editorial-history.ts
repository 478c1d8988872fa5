import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { CHECKLIST_IDS } from '../../contract/papers/submission-checklist';
import { appealRequestSchema, decisionRequestSchema } from '../../contract/editor-desk/editor-desk.schema';
import { declineInputSchema, reviewDraftSchema, reviewSubmissionSchema } from '../../contract/reviews/review.schema';
import type { Actor, Ctx } from '../../core/context';
import type { FileStore } from '../../core/files/file-store';
import { MailSender } from '../../core/mail/mail-sender';
import type { MailTransport } from '../../core/mail/mail-transport';
import { withdrawPaper } from '../../core/papers/my-submissions.service';
import { submitPaper, type ManuscriptUpload } from '../../core/papers/submission.service';
import { fileAppeal } from '../../core/workflow/appeals.service';
import { draftDecisionLetter, recordDecision } from '../../core/workflow/decisions.service';
import { setHandlingEditor } from '../../core/workflow/handling-editor.service';
import { acceptInvitation, declineInvitation, saveReviewDraft, submitReview } from '../../core/reviews/reviews.service';
import { assignReviewers, reinviteReviewers } from '../../core/workflow/reviewers.service';
import { abstractOf } from '../content/paper-spec';
import { DEMO_SCREENING_EDITOR, DEMO_SUBMISSIONS, type DemoPersonKey, type DemoReviewerKey, type DemoStep, type DemoSubmissionSpec } from '../content/submissions';
import { authorsOf } from './authors';
import { findOpenAssignment } from './demo.repo';

/**
 * The demo's unpublished manuscripts, played through the workflow services (issue 13): every
 * submission, handling editor, invitation, report, decision letter, revision, withdrawal and appeal
 * is the service call the site would make, by the demo person who would make it, with the clock
 * at the step's time. All manuscripts' steps run in one timeline, oldest first, so ids, events and
 * the outbox are in the order things happened. A step the rules refuse stops the seed.
 */

/** What the demo reviewers declare unless the content says otherwise. */
const DEMO_NO_COMPETING_INTERESTS = 'None: I do not know the authors and have no interest in the outcome.';

/** The base of every step's ctx: the seed's transaction, the file store and the site's settings. */
export type DemoBase = Pick<Ctx, 'db' | 'files' | 'settings'>;

/** Manuscript PDFs of each submission: version 1, then one per revision. */
export type DemoManuscripts = Map<DemoSubmissionSpec, { bytes: Uint8Array; originalName: string }[]>;

/** Never used: the seed's mail is the journal's past and is marked sent, not sent (demo/README.md). */
export const NO_TRANSPORT: MailTransport = {
  send: () => Promise.reject(new Error('The demo seed sends no mail.')),
  close: () => undefined,
};

/** An upload as the HTTP edge hands it over: the bytes in a temp file of the store, hashed. */
async function staged(files: FileStore, manuscript: { bytes: Uint8Array; originalName: string }): Promise<ManuscriptUpload> {
  const tempFile = await files.tempPath();
  await writeFile(tempFile, manuscript.bytes, { flag: 'wx' });
  return { tempFile, sha256: createHash('sha256').update(manuscript.bytes).digest('hex'), sizeBytes: manuscript.bytes.byteLength, originalName: manuscript.originalName };
}

/** The submission form's fields as POST /api/papers receives them (authors as JSON text). */
function formFields(spec: DemoSubmissionSpec, specialIssueId: number | null): Record<string, unknown> {
  return {
    title: spec.title,
    abstract: abstractOf(spec),
    keywords: spec.keywords.join(', '),
    category: spec.category,
    coverLetter: spec.coverLetter,
    fundingInfo: spec.funding ?? '',
    ethicsStatement: spec.ethicsStatement ?? '',
    conflictOfInterest: spec.conflictOfInterest,
    acknowledgments: spec.acknowledgments ?? '',
    authors: JSON.stringify(authorsOf(spec.authors, spec.primary).map((author) => ({ ...author, orcid: author.orcid ?? '' }))),
    specialIssueId: specialIssueId ?? '',
    // The demo's authors work in Nigeria and Uganda: the developing-country rate (decision 0048).
    articleType: spec.articleType ?? 'original-research',
    feeTier: spec.feeTier ?? 'developing',
    checklist: JSON.stringify(CHECKLIST_IDS),
    licenceConsent: 'true',
  };
}

type TimelineStep = { at: number; spec: DemoSubmissionSpec; step: DemoStep | { at: string; step: 'submit' } };

/** Every manuscript's submission and history in one list, oldest first (a stable sort keeps each history's order). */
function timeline(): TimelineStep[] {
  return DEMO_SUBMISSIONS.flatMap((spec): TimelineStep[] => [
    { at: Date.parse(spec.submittedAt), spec, step: { at: spec.submittedAt, step: 'submit' } },
    ...spec.history.map((step) => ({ at: Date.parse(step.at), spec, step })),
  ]).sort((a, b) => a.at - b.at);
}

export async function playEditorialHistory(
  base: DemoBase,
  people: Record<DemoPersonKey, Actor>,
  manuscripts: DemoManuscripts,
  specialIssueIds: readonly number[],
): Promise<Map<DemoSubmissionSpec, number>> {
  let now = new Date(0);
  const clock = () => now;
  const mail = new MailSender(base.db, NO_TRANSPORT, clock);
  const as = (key: DemoPersonKey): Ctx => ({ ...base, actor: people[key], clock, mail });
  const paperIds = new Map<DemoSubmissionSpec, number>();
  const versions = new Map<DemoSubmissionSpec, number>();

  for (const { at, spec, step } of timeline()) {
    now = new Date(at);
    const specialIssueId = spec.specialIssue === undefined ? null : specialIssueIds[spec.specialIssue]!;
    const handler = as(spec.handlingEditor);
    const paperId = paperIds.get(spec)!;
    switch (step.step) {
      case 'submit': {
        const result = await submitPaper(as(spec.submitter), formFields(spec, specialIssueId), await staged(base.files, manuscripts.get(spec)![0]!));
        paperIds.set(spec, result.id);
        versions.set(spec, 1);
        break;
      }
      case 'handle':
        await setHandlingEditor(as(DEMO_SCREENING_EDITOR), paperId, people[spec.handlingEditor].id);
        break;
      case 'invite':
        await assignReviewers(
          handler,
          paperId,
          step.reviewers.map((key) => people[key].id),
          (Object.entries(step.overrides ?? {}) as [DemoReviewerKey, string][]).map(([key, reason]) => ({ reviewerId: people[key].id, reason })),
        );
        break;
      case 'reinvite':
        await reinviteReviewers(handler, paperId);
        break;
      case 'accept':
      case 'decline':
      case 'draft':
      case 'review': {
        // The reviewer's own calls, as from the review page (signed in): their assignment of the current round.
        const reviewer = as(step.reviewer);
        const assignment = await findOpenAssignment(base.db, paperId, people[step.reviewer].id);
        if (assignment === null) throw new Error(`${spec.slug}: ${step.reviewer} holds no open review at ${step.at}`);
        if (step.step === 'decline') {
          await declineInvitation(reviewer, assignment.id, null, declineInputSchema.parse({ reason: step.reason, suggestedReviewer: step.suggested }));
          break;
        }
        if (assignment.status === 'INVITED') await acceptInvitation(reviewer, assignment.id, null);
        if (step.step === 'draft') {
          await saveReviewDraft(reviewer, assignment.id, reviewDraftSchema.parse({ recommendation: step.recommendation, commentsToAuthor: step.commentsToAuthor, competingInterests: step.competingInterests }), null);
        } else if (step.step === 'review') {
          const review = reviewSubmissionSchema.parse({
            competingInterests: step.competingInterests ?? DEMO_NO_COMPETING_INTERESTS,
            recommendation: step.recommendation,
            commentsToAuthor: step.commentsToAuthor,
            confidentialComments: step.confidentialComments,
          });
          await submitReview(reviewer, assignment.id, review, null);
        }
        break;
      }
      case 'decide': {
        // The editor starts from the journal's letter, with their comments in it, and sends it.
        const draft = await draftDecisionLetter(handler, paperId, { decision: step.decision, comments: step.comments });
        await recordDecision(handler, paperId, decisionRequestSchema.parse({ decision: step.decision, letter: draft.letter }));
        break;
      }
      case 'revise': {
        const version = versions.get(spec)! + 1;
        const fields = { ...formFields(spec, specialIssueId), coverLetter: step.coverLetter, revisionOf: paperId };
        await submitPaper(as(spec.submitter), fields, await staged(base.files, manuscripts.get(spec)![version - 1]!));
        versions.set(spec, version);
        break;
      }
      case 'withdraw':
        await withdrawPaper(as(spec.submitter), paperId);
        break;
      case 'appeal':
        await fileAppeal(as(spec.submitter), paperId, appealRequestSchema.parse({ reasons: step.reasons }).reasons, null);
        break;
    }
  }
  return paperIds;
}
