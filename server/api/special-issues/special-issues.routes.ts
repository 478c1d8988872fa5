import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { listSpecialIssues } from '../../../core/special-issues/special-issues.service';

/** reading-side.md §7 GET /api/special-issues: a list (a handful of themed calls, not paginated). */
export const specialIssuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/special-issues', {
    config: { access: 'public' },
    schema: {
      tags: ['special-issues'],
      summary: 'Special issues with status and real submission counts (papers not withdrawn)',
      response: { 200: specialIssueListSchema },
    },
    handler: (request) => listSpecialIssues(request.ctx),
  });
};
