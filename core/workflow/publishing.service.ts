import { EDITOR_DESK_MESSAGES as M, type PublicationOptions, type PublishRequest, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { buildDoi, DOI_SETTINGS_KEY, doiSettingsSchema, type DoiSettings } from '../../contract/settings/doi';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { insertEvent, insertStoredFile, updatePaper } from '../papers/submission.repo';
import { detectManuscriptType, MANUSCRIPT_MEDIA_TYPES } from '../files/manuscript-type';
import type { ReceivedUpload } from '../files/receive-upload';
import { findSetting } from '../settings/settings.repo';
import { requireAction, requireAllowed, requireVisiblePaper } from './paper-workflow';
import { queuePublicationNotice } from './workflow-mail';
import { findFileMediaType, findIssue, insertIssueFromPublishing, isDoiTaken, listIssuesForPublishing } from './workflow.repo';

/**
 * Publishing an accepted paper (issue 13 "Publishing"; docs/decisions/0037-publishing.md): into an
 * issue (published, or a draft that publishes later), with pages, a DOI from the journal's prefix
 * and pattern (editable, unique) and the final PDF when the accepted manuscript is not one. The
 * paper is public at once: its page, search, the feeds, the sitemap, the home page, and its
 * issue's table of contents once the issue is published.
 */

const PDF = MANUSCRIPT_MEDIA_TYPES.pdf;
/** Quarterly (reading-side.md §1): after number 4 a new volume starts. */
const ISSUES_PER_VOLUME = 4;

async function doiSettings(db: Db): Promise<DoiSettings | null> {
  const parsed = doiSettingsSchema.safeParse(await findSetting(db, DOI_SETTINGS_KEY));
  return parsed.success ? parsed.data : null;
}

/** GET /api/editor/papers/{id}/publication: what the publish dialog offers. */
export async function getPublicationOptions(ctx: Ctx, paperId: number): Promise<PublicationOptions> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireAllowed(state, 'publish', now);
  const [settings, issues, mediaType] = await Promise.all([doiSettings(ctx.db), listIssuesForPublishing(ctx.db), findFileMediaType(ctx.db, state.paper.manuscriptFileId)]);
  const latest = issues[0];
  const year = now.getUTCFullYear();
  const nextIssue = !latest
    ? { volume: 1, number: 1, year }
    : latest.number >= ISSUES_PER_VOLUME
      ? { volume: latest.volume + 1, number: 1, year }
      : { volume: latest.volume, number: latest.number + 1, year };
  return {
    suggestedDoi: state.paper.doi ?? (settings ? buildDoi(settings, { year, volume: null, issue: null, id: paperId }) : null),
    needsGalley: mediaType !== PDF,
    issues,
    nextIssue,
  };
}

/** The galley, checked by content and kept in the file store before the transaction (decision 0022). */
export async function keepGalley(ctx: Ctx, upload: ReceivedUpload): Promise<void> {
  if ((await detectManuscriptType(upload.tempFile)) !== 'pdf') throw new AppError('UNSUPPORTED_TYPE', M.galleyNotPdf, { galley: [M.galleyNotPdf] });
  await ctx.files.keep(upload.tempFile, upload.sha256);
}

/** POST /api/editor/papers/{id}/publish. */
export async function publishPaper(ctx: Ctx, paperId: number, input: PublishRequest, galley: (ReceivedUpload & { originalName: string }) | null): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  try {
    if (galley) await keepGalley(ctx, galley);
    const now = ctx.clock();
    return await ctx.db.transaction(async (tx) => {
      const state = await requireAction(tx, paperId, actor, 'publish', now);
      const issueId = input.issueId ?? (await createIssue(tx, input.newIssue!, now));
      const issue = await findIssue(tx, issueId);
      if (!issue) throw new AppError('BAD_INPUT', M.issueNotFound, { issueId: [M.issueNotFound] });
      const settings = await doiSettings(tx);
      const doi = input.doi ?? state.paper.doi ?? (settings ? buildDoi(settings, { year: now.getUTCFullYear(), volume: issue.volume, issue: issue.number, id: paperId }) : null);
      if (doi && (await isDoiTaken(tx, doi, paperId))) throw new AppError('CONFLICT', M.doiTaken, { doi: [M.doiTaken] });
      const mediaType = await findFileMediaType(tx, state.paper.manuscriptFileId);
      if (mediaType !== PDF && !galley) throw new AppError('BAD_INPUT', M.galleyRequired, { galley: [M.galleyRequired] });
      const galleyFileId = galley
        ? await insertStoredFile(tx, { sha256: galley.sha256, sizeBytes: galley.sizeBytes, mediaType: PDF, originalName: galley.originalName, createdAt: now })
        : undefined;
      await updatePaper(tx, paperId, { status: state.to!, publishedAt: now, issueId, pages: input.pages ?? null, doi, galleyFileId, updatedAt: now });
      const where = `Volume ${issue.volume}, Issue ${issue.number} (${issue.year})`;
      await insertEvent(tx, {
        paperId,
        actorId: actor.id,
        kind: 'published',
        fromStatus: state.paper.status,
        toStatus: state.to!,
        comments: `${where}${issue.isPublished ? '' : ', a draft issue'}${doi ? `; DOI ${doi}` : ''}.`,
        createdAt: now,
      });
      await queuePublicationNotice(ctx, tx, state, { doi, issue: where });
      return { id: paperId, status: state.to!, message: M.published(state.paper.title) };
    });
  } finally {
    if (galley) await ctx.files.discard(galley.tempFile);
  }
}

async function createIssue(tx: Db, issue: NonNullable<PublishRequest['newIssue']>, now: Date): Promise<number> {
  const id = await insertIssueFromPublishing(tx, { ...issue, now });
  if (id === null) throw new AppError('CONFLICT', M.issueTaken, { newIssue: [M.issueTaken] });
  return id;
}
