import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailConfirmSchema,
  loginResponseSchema,
  loginSchema,
  logoutSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../contract/auth/auth.schema';
import { problemSchema } from '../../../contract/http/problem';
import { confirmPasswordReset, login, logout, requestPasswordReset } from '../../../core/auth/auth.service';
import { confirmEmail, resendEmailConfirmation } from '../../../core/auth/email-confirmation.service';
import { SignInThrottledError, type FailedLoginStore } from '../../../core/auth/login-throttle';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { clientAddress, RATE_LIMITS } from '../rate-limits';

export interface AuthRoutesOptions {
  failedLogins: FailedLoginStore;
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { failedLogins, secureCookies }) => {
  app.post('/api/auth/login', {
    config: { access: 'public', rateLimit: RATE_LIMITS.login },
    schema: {
      tags: ['auth'],
      summary: 'Sign in: returns a bearer token and the user, and sets the page cookie',
      body: loginSchema,
      response: { 200: loginResponseSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      try {
        const { token, user } = await login(request.ctx, request.body, failedLogins, clientAddress(request));
        setSessionCookie(reply, token, secureCookies);
        return { token, user };
      } catch (error) {
        // The errors plugin writes the 429 problem; the wait goes in the header too (decision 0024).
        if (error instanceof SignInThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: ends the bearer token\'s session (every session with everywhere=true) and clears the page cookie',
      body: logoutSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      if (request.session) await logout(request.ctx, request.session, request.body?.everywhere ?? false);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/auth/password-reset', {
    config: { access: 'public', rateLimit: RATE_LIMITS.passwordReset },
    schema: {
      tags: ['auth'],
      summary: 'Mail a one-time link (valid 1 hour) to set a new password',
      body: passwordResetRequestSchema,
      response: { 202: messageResponseSchema, 400: problemSchema, 429: problemSchema },
    },
    handler: async (request, reply) => {
      const result = await requestPasswordReset(request.ctx, request.body);
      request.ctx.mail.kick();
      return reply.status(202).send(result);
    },
  });

  app.post('/api/auth/password-reset/confirm', {
    config: { access: 'public', rateLimit: RATE_LIMITS.passwordReset },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset link\'s token; every earlier session ends',
      body: passwordResetConfirmSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const result = await confirmPasswordReset(request.ctx, request.body);
      request.ctx.mail.kick();
      return result;
    },
  });

  app.post('/api/auth/confirm-email', {
    config: { access: 'signed-in', rateLimit: RATE_LIMITS.emailConfirm },
    schema: {
      tags: ['auth'],
      summary:
        'Confirm the signed-in account’s email address with the token of the link mailed to it (decision 0021, amended): 403 for a live link of another account, which stays usable',
      body: emailConfirmSchema,
      response: { 200: messageResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
    },
    handler: (request) => confirmEmail(request.ctx, request.body),
  });

  app.post('/api/auth/confirm-email/resend', {
    config: { access: 'signed-in', rateLimit: RATE_LIMITS.emailConfirm },
    schema: {
      tags: ['auth'],
      summary: 'Mail a new confirmation link to the signed-in account’s address (no body)',
      body: z.unknown().optional(),
      response: { 200: messageResponseSchema, 401: problemSchema, 429: problemSchema },
    },
    handler: async (request) => {
      const result = await resendEmailConfirmation(request.ctx);
      request.ctx.mail.kick();
      return result;
    },
  });
};
