export const ROLES = ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const;
/** Zod-free, so that every page's header does not load zod (decision 0032); the schema is role.schema.ts. */
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrator',
  EDITOR: 'Editor',
  REVIEWER: 'Reviewer',
  AUTHOR: 'Author',
};

/** Where a user lands after signing in (reading-side.md §2 Login). */
export function homePathForRole(role: Role, requestedPath?: string | null): string {
  if (role === 'ADMIN') return '/admin-dashboard';
  if (role === 'EDITOR') return '/editor-dashboard';
  return safeRedirectPath(requestedPath) ?? '/dashboard';
}

/** The dashboard a signed-in user's name links to in the header. */
export function dashboardPathForRole(role: Role): string {
  if (role === 'ADMIN') return '/admin-dashboard';
  if (role === 'EDITOR') return '/editor-dashboard';
  return '/dashboard';
}

/** Only same-site paths may be used as a post-login destination (no open redirects). */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from a URL, so '/\t/evil.com' would become '//evil.com'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  if (path.startsWith('/login') || path.startsWith('/register')) return null;
  return path;
}
