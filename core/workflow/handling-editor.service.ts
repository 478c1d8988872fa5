import { EDITOR_DESK_MESSAGES as M, type WorkflowResult } from '../../contract/editor-desk/editor-desk.schema';
import { isAuthorRelation, isStaffRole, relationsOf } from '../../contract/papers/workflow/paper-relations';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { insertEvent, updatePaper } from '../papers/submission.repo';
import { requireAction } from './paper-workflow';
import { queueHandlingEditorAssigned } from './workflow-mail';
import { findUsers } from './workflow.repo';
import { listEditorsWithLoad } from './editor-queue.repo';

/**
 * The handling editor (the described process's Section Editor; decision 0034): an editor takes a
 * paper or gives it to a colleague; the handling editor receives its mail and is the Reply-To of
 * the mail the authors get.
 */

/** POST /api/editor/papers/{id}/handling-editor {editorId}: the caller's own id takes the paper; null clears it. */
export async function setHandlingEditor(ctx: Ctx, paperId: number, editorId: number | null): Promise<WorkflowResult> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const state = await requireAction(tx, paperId, actor, 'assignHandlingEditor', now);
    const [editor] = editorId === null ? [] : await findUsers(tx, [editorId]);
    if (editorId !== null && (!editor || !isStaffRole(editor.role))) throw new AppError('BAD_INPUT', M.notAnEditor, { editorId: [M.notAnEditor] });
    if (editor && isAuthorRelation(relationsOf(state.parties, { id: editor.id, role: editor.role, email: editor.email, emailVerified: true }))) {
      throw new AppError('CONFLICT', M.editorIsAuthor);
    }
    await updatePaper(tx, paperId, { handlingEditorId: editorId, updatedAt: now });
    const name = editor ? `${editor.firstName} ${editor.lastName}` : null;
    await insertEvent(tx, {
      paperId,
      actorId: actor.id,
      kind: 'handling_editor_assigned',
      comments: name ? `${name} handles the paper.` : 'No handling editor.',
      createdAt: now,
    });
    if (editor && editor.id !== actor.id) await queueHandlingEditorAssigned(ctx, tx, { ...state, paper: { ...state.paper, handlingEditorId: editor.id } }, editor, `${actor.firstName} ${actor.lastName}`);
    return { id: paperId, status: state.paper.status, message: name ? M.handlingEditorSet(name) : M.handlingEditorCleared };
  });
}

/** GET /api/editor/editors: who may handle papers, with how many open papers each handles. */
export function listEditors(ctx: Ctx) {
  requireActor(ctx);
  return listEditorsWithLoad(ctx.db);
}
