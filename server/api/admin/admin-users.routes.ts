import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { userListQuerySchema, userPageSchema } from '../../../contract/users/users.schema';
import { listUsers } from '../../../core/users/users.service';

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/users', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Accounts, by last name, paginated (admin dashboard, Users tab)',
      querystring: userListQuerySchema,
      response: { 200: userPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listUsers(request.ctx, request.query),
  });
};
