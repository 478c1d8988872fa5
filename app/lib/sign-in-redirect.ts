import { safeRedirectPath } from '../../contract/auth/roles';

/** Why a visitor who pressed Submit is asked to sign in first (reading-side.md §2 header "Submit"). */
export const SUBMIT_SIGN_IN_NOTICE = 'Sign in or create an account to submit your manuscript.';

/** The notice for a sign-in or registration page that will lead on to this destination. */
export function noticeForDestination(destination: string | null | undefined): string | null {
  return destination?.startsWith('/submit-paper') ? SUBMIT_SIGN_IN_NOTICE : null;
}

/**
 * /login or /register carrying the same-site destination as ?redirectTo=, so the link between
 * the two keeps it and a new author lands where they were going, not on /dashboard.
 */
export function withRedirect(path: '/login' | '/register', destination: string | null | undefined): string {
  const safe = safeRedirectPath(destination);
  return safe ? `${path}?redirectTo=${encodeURIComponent(safe)}` : path;
}
