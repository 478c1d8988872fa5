import type { Role } from './roles';

/**
 * Who may call or open what. The server enforces these on every /api route and
 * every guarded page; the client only mirrors them to hide what it may not use.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export const STAFF: readonly Role[] = ['EDITOR', 'ADMIN'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

/**
 * The content manager's sections (issue 15 "Content manager (/admin/cms, ADMIN; EDITOR for
 * announcements and special issues)"), in the order the page lists them, and who may open each.
 * The /api calls each section makes carry the same roles.
 */
export const CMS_SECTION_ACCESS = {
  pages: ADMIN_ONLY,
  announcements: STAFF,
  'special-issues': STAFF,
  'journal-settings': ADMIN_ONLY,
  'mail-templates': ADMIN_ONLY,
  /** The DOI manager, Crossref deposits and the DOAJ export (decision 0057). */
  dois: STAFF,
} as const satisfies Record<string, readonly Role[]>;
export type CmsSectionKey = keyof typeof CMS_SECTION_ACCESS;

export type AccessDecision = 'allowed' | 'sign-in-required' | 'forbidden';

export function decideAccess(access: Access, role: Role | null | undefined): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!role) return 'sign-in-required';
  if (access === 'signed-in') return 'allowed';
  return access.includes(role) ? 'allowed' : 'forbidden';
}

/** Guarded pages (issue 4): dashboards by role, the demo mail viewer for admins, the style guide for staff (issue 12). */
export const PAGE_ACCESS = {
  '/dashboard': 'signed-in',
  '/submit-paper': 'signed-in',
  '/editor-dashboard': STAFF,
  '/admin-dashboard': ADMIN_ONLY,
  '/admin/mail': ADMIN_ONLY,
  /** The content manager: its sections decide who sees what (CMS_SECTION_ACCESS). */
  '/admin/cms': STAFF,
  /** The design system's style guide (docs/design-system.md): staff only, not public, not in the sitemap. */
  '/admin/style-guide': STAFF,
} as const satisfies Record<string, Access>;
