import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../contract/papers/papers.schema';
import { listCategories } from '../../../core/papers/papers.service';

/** reading-side.md §7 GET /categories: the search page's category dropdown (a short list of strings). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', {
    config: { access: 'public' },
    schema: {
      tags: ['papers'],
      summary: 'Paper categories, in display order',
      response: { 200: categoryListSchema },
    },
    handler: (request) => listCategories(request.ctx),
  });
};
