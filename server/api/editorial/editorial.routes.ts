import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editorialBoardSchema, editorialTeamSchema, editorInChiefSchema, managingEditorSchema } from '../../../contract/editorial/editorial.schema';
import { problemSchema } from '../../../contract/http/problem';
import { getEditorialBoard, listEditorialTeam, requireEditorInChief, requireManagingEditor } from '../../../core/editorial/editorial.service';

/** reading-side.md §7: the editorial pages' calls (the spec shows /editorial-board without /api; served under /api). */
export const editorialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/editorial-board', {
    config: { access: 'public' },
    schema: {
      tags: ['editorial'],
      summary: 'The editorial board: editorInChief, associateEditors, editorialBoard',
      response: { 200: editorialBoardSchema },
    },
    handler: (request) => getEditorialBoard(request.ctx),
  });

  app.get('/api/editorial-team', {
    config: { access: 'public' },
    schema: {
      tags: ['editorial'],
      summary: 'The editorial team in display order (group by position: Editor-in-Chief, Managing Editor, Associate Editors, Section Editors)',
      response: { 200: editorialTeamSchema },
    },
    handler: (request) => listEditorialTeam(request.ctx),
  });

  app.get('/api/editor-in-chief', {
    config: { access: 'public' },
    schema: {
      tags: ['editorial'],
      summary: "The Editor-in-Chief's profile; 404 when none is recorded",
      response: { 200: editorInChiefSchema, 404: problemSchema },
    },
    handler: (request) => requireEditorInChief(request.ctx),
  });

  app.get('/api/managing-editor', {
    config: { access: 'public' },
    schema: {
      tags: ['editorial'],
      summary: "The Managing Editor's profile; 404 when none is recorded",
      response: { 200: managingEditorSchema, 404: problemSchema },
    },
    handler: (request) => requireManagingEditor(request.ctx),
  });
};
