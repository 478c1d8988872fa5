import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { CONTACT_MESSAGES } from '../../contract/contact/contact.messages';
import { NEWSLETTER_MESSAGES } from '../../contract/newsletter/newsletter.schema';
import { AUTHOR_JOURNEY_MESSAGES } from '../../contract/papers/author-journey.schema';
import { REVIEW_MESSAGES } from '../../contract/reviews/review.messages';
import { REVIEWER_APPLICATION_MESSAGES } from '../../contract/reviews/reviewer-application.messages';
import { AppError } from '../../core/errors';

/**
 * The client a per-address limit counts: request.ip (the real client behind the proxies TRUST_PROXY
 * names, decision 0024), with an IPv6 /64 as one client. @fastify/rate-limit keys its limits the
 * same way; the sign-in throttle uses this too.
 */
export const clientAddress = (request: FastifyRequest): string => (request.ip ? normalizeIP(request.ip) : 'unknown');

/** Per-address limits on the routes that guess or create accounts (DESIGN.md "Authentication"), per-account on uploads. */
const limit = (max: number, timeWindow: string, message: string) => ({
  max,
  timeWindow,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', message),
});

export const RATE_LIMITS = {
  login: limit(10, '1 minute', M.tooManyLogins),
  registration: limit(10, '10 minutes', M.tooManyRegistrations),
  passwordReset: limit(5, '15 minutes', M.tooManyResetRequests),
  /** Confirmation links: guessing is hopeless (256-bit tokens), resending sends mail. */
  emailConfirm: limit(10, '15 minutes', M.tooManyConfirmRequests),
  /** Like registration: the form writes a row and may send a mail (issue 5). */
  newsletter: limit(10, '10 minutes', NEWSLETTER_MESSAGES.tooManyRequests),
  /** The newsletter's signed links (decision 0043): guessing is hopeless; this bounds the work one address asks for. */
  newsletterLink: limit(60, '10 minutes', NEWSLETTER_MESSAGES.tooManyLinkRequests),
  /** The same for /become-reviewer (decision 0041): a row and a mail to every editor per application. */
  reviewerApplication: limit(10, '10 minutes', REVIEWER_APPLICATION_MESSAGES.tooManyRequests),
  /** The contact form (decision 0042): a row and a mail to the office per message, like the other public forms. */
  contact: limit(10, '10 minutes', CONTACT_MESSAGES.tooManyRequests),
  /**
   * The invitation link's calls (decision 0041), open without a password: guessing a 256-bit token
   * is hopeless, so this only bounds the work one address can ask of them. The review page asks
   * for a scoped session before each call, so a reviewer at work stays far below it.
   */
  invitationLink: limit(300, '15 minutes', REVIEW_MESSAGES.tooManyLinkRequests),
  /**
   * Each submission stores up to 10 MB: counted per account (the auth hook has run), so authors
   * behind one campus address never share a budget; generous for people, not for a flood.
   */
  submission: {
    ...limit(30, '1 hour', AUTHOR_JOURNEY_MESSAGES.tooManySubmissions),
    keyGenerator: (request: FastifyRequest) => (request.session ? `account:${request.session.actor.id}` : clientAddress(request)),
  },
};
