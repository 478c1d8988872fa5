import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { usageQuerySchema, usageReportQuerySchema, usageReportSchema } from '../../../contract/usage/usage.schema';
import { counterReport, type CounterReportId } from '../../../core/usage/counter-reports';
import { getUsageReport } from '../../../core/usage/usage.service';

/**
 * Usage statistics on COUNTER R5 principles (decision 0059), for the admin dashboard's Usage tab:
 * the item metrics per month, per article or per issue, and the COUNTER R5 PR and TR reports as TSV.
 */
export const adminUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/usage', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['usage'],
      summary:
        'Total and unique item investigations and requests (COUNTER R5) per month from `from` to `to` (YYYY-MM; the last twelve months unless given), per article or per issue (`by`), and the journal’s',
      querystring: usageQuerySchema,
      response: { 200: usageReportSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => getUsageReport(request.ctx, request.query),
  });

  for (const report of ['pr', 'tr'] as const satisfies readonly CounterReportId[]) {
    app.get(`/api/admin/usage/${report}.tsv`, {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['usage'],
        summary: `The COUNTER Release 5 ${report === 'pr' ? 'Platform Report (PR)' : 'Title Report (TR)'} of the months \`from\` to \`to\` as TSV: the 13 header rows, the column headings, then a row per ${report === 'pr' ? 'metric' : 'year of publication and metric'}`,
        querystring: usageReportQuerySchema,
        response: { 200: z.any().describe('text/tab-separated-values'), 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
      handler: async (request, reply) => {
        const { fileName, text } = await counterReport(request.ctx, report, request.query);
        return reply
          .header('Content-Type', 'text/tab-separated-values; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(text);
      },
    });
  }
};
