import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationSchema, userSchema } from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import { registerUser, requireProfile } from '../../../core/users/users.service';
import { finishOrcidConnect, getMyOrcid, saveMyOrcid, startOrcidConnect } from '../../../core/users/orcid.service';
import { myOrcidSchema, orcidCallbackQuerySchema, orcidConnectSchema, orcidSavedSchema, orcidUpdateSchema } from '../../../contract/users/orcid.schema';
import { ORCID_CALLBACK_PATH, ORCID_OUTCOME_PARAM } from '../../../contract/users/orcid-outcome';
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

  app.get('/api/users/me/orcid', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in person’s ORCID iD, whether ORCID confirmed it, and whether the journal can link one through ORCID (decision 0060)',
      response: { 200: myOrcidSchema },
    },
    handler: (request) => getMyOrcid(request.ctx),
  });

  app.put('/api/users/me/orcid', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: 'Set (or with null or an empty text remove) one’s ORCID iD, checked by shape and check character; new submissions name its owner with it',
      body: orcidUpdateSchema,
      response: { 200: orcidSavedSchema, 400: problemSchema },
    },
    handler: (request) => saveMyOrcid(request.ctx, request.body),
  });

  app.post('/api/users/me/orcid/connect', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: 'Start linking one’s ORCID iD through ORCID’s sign-in: the address to send the browser to (409 when the journal is not registered with ORCID)',
      response: { 200: orcidConnectSchema, 409: problemSchema },
    },
    handler: (request) => startOrcidConnect(request.ctx),
  });

  app.get(ORCID_CALLBACK_PATH, {
    // A browser page, not an API operation: ORCID sends the browser back here with no token; the
    // signed state names the account (decision 0060). Then on to the dashboard with the outcome.
    config: { access: 'public' },
    schema: { hide: true, querystring: orcidCallbackQuerySchema },
    handler: async (request, reply) => {
      const outcome = await finishOrcidConnect(request.ctx, request.query);
      return reply.header('Cache-Control', 'no-store').redirect(`/dashboard?${ORCID_OUTCOME_PARAM}=${outcome}#orcid`, 302);
    },
  });
};
