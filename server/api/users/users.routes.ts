import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationSchema, userSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import { registerUser, requireProfile } from '../../../core/users/users.service';
import { RATE_LIMITS } from '../rate-limits';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/users', {
    config: { access: 'public', rateLimit: RATE_LIMITS.registration },
    schema: {
      tags: ['users'],
      summary: 'Register an author account (acting-side.md §2 /register)',
      body: registrationSchema,
      response: { 201: userSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const user = await registerUser(request.ctx, request.body);
      request.ctx.mail.kick();
      return reply.status(201).send(user);
    },
  });

  app.get('/api/users/profile', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      response: { 200: userSchema, 401: problemSchema },
    },
    handler: (request) => requireProfile(request.ctx),
  });
};
