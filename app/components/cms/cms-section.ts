import { CMS_SECTION_ACCESS, decideAccess, type CmsSectionKey } from '../../../contract/auth/access.policy';
import type { Role } from '../../../contract/auth/roles';
import type { AdminTab, AdminTabData } from '../admin-dashboard/admin-tab';
import type { SearchParamsSchema } from '../../lib/search-params';

export type { CmsSectionKey } from '../../../contract/auth/access.policy';

/** The sections of /admin/cms in the order the page lists them (the policy's order). */
export const CMS_SECTION_ORDER = Object.keys(CMS_SECTION_ACCESS) as CmsSectionKey[];

/** Whether a role may open a section (the policy decides; the section's /api calls enforce it). */
export const mayOpenSection = (key: CmsSectionKey, role: Role | null | undefined) => decideAccess(CMS_SECTION_ACCESS[key], role) === 'allowed';

/**
 * One section of the content manager: the admin dashboard's tab frame (`admin-tab.ts`: its part of
 * the address, its browser loader, its view, its changes) with the content manager's keys, plus a
 * short line saying what it edits.
 */
export interface CmsSection<Query extends SearchParamsSchema = SearchParamsSchema, Data extends AdminTabData = AdminTabData, Intent extends { intent: string } = { intent: string }>
  extends AdminTab<Query, Data, Intent, CmsSectionKey> {
  lead: string;
}

/** Types a section's definition (the view's props follow from its query schema and loader). */
export function defineCmsSection<Key extends CmsSectionKey, Query extends SearchParamsSchema, Data extends AdminTabData, Intent extends { intent: string } = never>(
  section: CmsSection<Query, Data, Intent> & { key: Key },
): CmsSection<Query, Data, Intent> & { key: Key } {
  return section;
}
