import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { sentMailListSchema } from '../../../contract/mail/mail.schema';
import { listRecentMailForDemo } from '../../../core/mail/mail.service';

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/mail', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Recent outgoing mail, newest first (demo mode only)',
      response: { 200: sentMailListSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
    },
    handler: (request) => listRecentMailForDemo(request.ctx),
  });
};
