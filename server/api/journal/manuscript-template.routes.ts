import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCX_CONTENT_TYPE, MANUSCRIPT_TEMPLATE_FILE_NAME, MANUSCRIPT_TEMPLATE_PATH } from '../../../contract/journal';
import { manuscriptTemplateDocx } from '../../../core/journal/manuscript-template';

/** The Word template behind the download button of /manuscript-template (reading-side.md §2). */
export const manuscriptTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(MANUSCRIPT_TEMPLATE_PATH, {
    config: { access: 'public' },
    schema: {
      tags: ['journal'],
      summary: 'Download the manuscript template (.docx)',
      produces: [DOCX_CONTENT_TYPE],
      response: { 200: { description: 'The template, a Word .docx file', content: { [DOCX_CONTENT_TYPE]: { schema: z.any().describe('The .docx bytes') } } } },
    },
    handler: async (_request, reply) => {
      const bytes = await manuscriptTemplateDocx();
      return reply
        .type(DOCX_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${MANUSCRIPT_TEMPLATE_FILE_NAME}"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(bytes);
    },
  });
};
