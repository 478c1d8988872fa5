import { z } from 'zod';
import type { Role } from '../../../contract/auth/roles';
import { CMS_SECTION_ORDER, mayOpenSection, type CmsSection, type CmsSectionKey } from '../../components/cms/cms-section';
import { announcementsSection } from '../../features/cms-announcements/announcements-section';
import { mailTemplatesSection } from '../../features/cms-mail-templates/mail-templates-section';
import { pagesSection } from '../../features/cms-pages/pages-section';
import { specialIssuesSection } from '../../features/cms-special-issues/special-issues-section';
import { journalSettingsSection } from '../../features/journal-settings/journal-settings-cms-section';
import { doisSection } from '../../features/cms-dois/dois-section';

/**
 * The registry of /admin/cms's sections (issue 15 "Content manager"): one entry here and one in
 * `cms-sections.server.ts` per section (app/components/cms/README.md). The policy's order decides
 * where a section shows and who may open it (contract/auth/access.policy.ts CMS_SECTION_ACCESS).
 */
const REGISTERED = [pagesSection, announcementsSection, specialIssuesSection, journalSettingsSection, mailTemplatesSection, doisSection] as const;
export type RegisteredSectionKey = (typeof REGISTERED)[number]['key'];

// Each section was typed by defineCmsSection; the page holds any section's data without knowing its type.
const widen = (section: (typeof REGISTERED)[number]) => section as unknown as CmsSection;
export const CMS_SECTIONS: readonly CmsSection[] = REGISTERED.map(widen).sort((a, b) => CMS_SECTION_ORDER.indexOf(a.key) - CMS_SECTION_ORDER.indexOf(b.key));

/** The sections a role may open, in order. */
export const sectionsFor = (role: Role | null | undefined) => CMS_SECTIONS.filter((section) => mayOpenSection(section.key, role));

/** `?section=` of the address: one of the sections the viewer may open, else their first (none: the viewer may open no section). */
export function openedSection(search: URLSearchParams, allowed: readonly { key: CmsSectionKey }[]): CmsSection | undefined {
  const asked = z.enum(CMS_SECTION_ORDER as [CmsSectionKey, ...CmsSectionKey[]]).safeParse(search.get('section'));
  const key = allowed.find((section) => asked.success && section.key === asked.data)?.key ?? allowed[0]?.key;
  return CMS_SECTIONS.find((section) => section.key === key);
}

/** The section whose change this is: each intent belongs to one section. */
export function sectionOfIntent(intent: string): CmsSection | undefined {
  return CMS_SECTIONS.find((section) => section.actions?.intents.includes(intent));
}
