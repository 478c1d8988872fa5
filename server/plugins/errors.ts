import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AVAILABILITY_MESSAGES } from '../../contract/http/availability';
import { isRowNotFoundIssue } from '../../contract/http/ids';
import { isAppError, type AppErrorCode, type FieldErrors } from '../../core/errors';
import { isOutOfStorage, outOfStorage } from '../../core/files/out-of-storage';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { isPageRequest, type UnavailablePage } from '../pages';
import { problem, sendProblem, sendUnavailable } from '../problem';

const STATUS: Record<AppErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  OUT_OF_STORAGE: 507,
};

/** Fastify's own 4xx errors, in words a user can read. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/**
 * PostgreSQL's SQLSTATEs for input it refuses. Validation should have caught each of them first
 * (contract/http/text.ts, contract/http/ids.ts); if a route's schema forgets a rule, the caller
 * still gets a 400 in words rather than a 500, and the log says which rule is missing.
 */
const DATABASE_BAD_INPUT: Record<string, string> = {
  '22P02': 'A value in the request is not in the expected form (a number, a date or similar).',
  '22003': 'A number in the request is out of range.',
  '22021': 'The request contains characters that are not allowed (control characters).',
  '22P05': 'The request contains characters that are not allowed (control characters).',
  '22001': 'A value in the request is too long.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is not valid.',
  '54000': 'The request is too large or too complex to process. Please shorten it.',
};

/** The SQLSTATE of a database error: pg and PGlite set `code`; Drizzle wraps them in `cause`. */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

function fieldErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = path || 'body';
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

function validationProblem(errors: FieldErrors) {
  const messages = [...new Set(Object.values(errors).flat())];
  return problem(400, messages.length === 1 ? messages[0]! : `Please correct the following: ${messages.join('; ')}.`, { errors });
}

/** Every failure becomes RFC 9457 problem details; 5xx internals stay in the log (DESIGN.md). */
export const errorsPlugin = fp(async (app: FastifyInstance, { unavailablePage = null }: { unavailablePage?: UnavailablePage | null } = {}) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A well-formed id that no row can have (contract/http/ids.ts) is simply not found.
      if (error.validation.every((v) => isRowNotFoundIssue((v.params as { params?: unknown } | undefined)?.params))) {
        return sendProblem(reply, problem(404, error.validation[0]!.message ?? 'Not found.'));
      }
      const issues = error.validation.map((v) => ({ path: v.instancePath.replace(/^\//, '').split('/')[0] ?? '', message: v.message ?? 'Invalid value' }));
      return sendProblem(reply, validationProblem(fieldErrors(issues)));
    }
    if (error instanceof ZodError) {
      return sendProblem(reply, validationProblem(fieldErrors(error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message })))));
    }
    // A full disk under any file write (an upload's temp file, a kept or generated file) is the server's 507, not a 500.
    if (isAppError(error) || isOutOfStorage(error)) {
      const failure = isAppError(error) ? error : outOfStorage(error);
      // The user reads the message; the operator needs the failure underneath (decision 0063).
      if (STATUS[failure.code] >= 500) request.log.error({ err: failure, cause: failure.cause }, 'a service the request needs failed');
      return sendProblem(reply, problem(STATUS[failure.code], failure.message, failure.fieldErrors ? { errors: failure.fieldErrors } : {}));
    }
    // Decision 0064: the database gone for a moment is a 503 to retry, not a 500; the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is not answering');
      // A reader asking for a page gets the page that says so (decision 0069), not JSON.
      if (unavailablePage && isPageRequest(request)) return unavailablePage(request, reply, AVAILABILITY_MESSAGES.databaseUnavailable);
      return sendUnavailable(reply, AVAILABILITY_MESSAGES.databaseUnavailable);
    }
    const state = sqlState(error);
    if (state && DATABASE_BAD_INPUT[state]) {
      request.log.warn({ err: error, sqlState: state }, 'the database refused input that validation let through');
      return sendProblem(reply, problem(400, DATABASE_BAD_INPUT[state]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = FRAMEWORK_DETAILS[error.code] ?? (error.validation ? 'The request is not valid.' : error.message);
      return sendProblem(reply, problem(status, detail));
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      reply,
      problem(500, `Something went wrong on our side. Please try again; if it keeps happening, contact the journal office and quote reference ${request.id}.`, { requestId: request.id }),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return sendProblem(reply, problem(404, `There is nothing at ${request.method} ${path}.`));
  });
});
