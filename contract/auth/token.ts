/**
 * Reads a JWT's expiry claim without verifying it (the server verifies);
 * the browser uses it at start-up to drop an expired session (reading-side.md §5).
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs: number): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry <= nowMs;
}

/** Access tokens and the page cookie last this long. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** A new reviewer's set-password link (decision 0041): the reset link, valid for a week rather than an hour. */
export const SET_PASSWORD_TTL_DAYS = 7;
/** Email confirmation links last 3 days. */
export const EMAIL_CONFIRM_TTL_HOURS = 72;
