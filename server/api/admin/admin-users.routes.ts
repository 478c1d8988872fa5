import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { rowIdParam } from '../../../contract/http/ids';
import { problemSchema } from '../../../contract/http/problem';
import {
  adminUserCreateSchema,
  adminUserDeletedSchema,
  adminUserSavedSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  USER_ADMIN_MESSAGES as M,
  userListQuerySchema,
  userPageSchema,
} from '../../../contract/users/users.schema';
import { createUserAsAdmin, deleteUserAsAdmin, getUserForAdmin, listUsers, sendPasswordResetAsAdmin, updateUserAsAdmin } from '../../../core/users/user-admin.service';

/**
 * The admin dashboard's Users tab (acting-side.md §2 /admin-dashboard, §5 "Admin user form", §7
 * GET/POST /admin/users, PUT/DELETE /admin/users/{id}; issue 15; decision 0045).
 */
const userIdParams = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/users', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Accounts, paged, searched (name, email), filtered by role and sorted on the server (admin dashboard, Users tab)',
      description: 'sort: name (last, then first), email, role or created; order asc or desc (names, emails and roles A to Z, created newest first unless given). Each row says how many papers the account submitted and how many review assignments it has.',
      querystring: userListQuerySchema,
      response: { 200: userPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listUsers(request.ctx, request.query),
  });

  app.post('/api/admin/users', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: "Create an account ('User created successfully'): a password with the registration's rules, or passwordSetup 'link' to mail its owner a link to choose one",
      body: adminUserCreateSchema,
      response: { 201: adminUserSavedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 409: problemSchema },
    },
    handler: async (request, reply) => {
      const result = await createUserAsAdmin(request.ctx, request.body);
      request.ctx.mail.kick();
      return reply.status(201).send(result);
    },
  });

  app.get('/api/admin/users/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'One account, with the papers it submitted and its review assignments counted (what deleting it touches)',
      params: userIdParams,
      response: { 200: adminUserSchema, ...errors },
    },
    handler: (request) => getUserForAdmin(request.ctx, request.params.id),
  });

  app.put('/api/admin/users/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Change an account (no password): a role change ends its sessions at once; the last administrator keeps the role (409)',
      params: userIdParams,
      body: adminUserUpdateSchema,
      response: { 200: adminUserSavedSchema, ...errors, 409: problemSchema },
    },
    handler: (request) => updateUserAsAdmin(request.ctx, request.params.id, request.body),
  });

  app.delete('/api/admin/users/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: 'Delete an account: its sessions end, its papers stay without an owner; not your own account, nor the last administrator (409)',
      params: userIdParams,
      response: { 200: adminUserDeletedSchema, ...errors, 409: problemSchema },
    },
    handler: (request) => deleteUserAsAdmin(request.ctx, request.params.id),
  });

  app.post('/api/admin/users/:id/password-reset', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      summary: "Mail the account's owner a password reset link (the forgot-password mail, valid 1 hour)",
      params: userIdParams,
      response: { 200: adminUserSavedSchema, ...errors },
    },
    handler: async (request) => {
      const result = await sendPasswordResetAsAdmin(request.ctx, request.params.id);
      request.ctx.mail.kick();
      return result;
    },
  });
};
