import { data, redirect, type AppLoadContext } from 'react-router';
import { decideAccess, PAGE_ACCESS } from '../../contract/auth/access.policy';
import type { Actor } from '../../core/context';

/**
 * Guards a page on the server (the client only mirrors it): anonymous visitors go to
 * /login and come back after signing in; signed-in users without the role get a 403 page.
 */
export function requirePageAccess(request: Request, context: AppLoadContext, page: keyof typeof PAGE_ACCESS): Actor {
  const decision = decideAccess(PAGE_ACCESS[page], context.viewer?.role);
  if (decision === 'sign-in-required') {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (decision === 'forbidden') throw data('Your account does not have access to this page.', { status: 403 });
  return context.viewer!;
}
