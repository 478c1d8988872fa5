import type { z } from 'zod';
import type { Ctx } from '../../../core/context';
import type { AdminTabData } from '../../components/admin-dashboard/admin-tab';
import type { CmsSection, CmsSectionKey } from '../../components/cms/cms-section';
import { announcementsSection } from '../../features/cms-announcements/announcements-section';
import { mailTemplatesSection } from '../../features/cms-mail-templates/mail-templates-section';
import { pagesSection } from '../../features/cms-pages/pages-section';
import { specialIssuesSection } from '../../features/cms-special-issues/special-issues-section';
import type { SearchParamsSchema } from '../../lib/search-params';
import type { RegisteredSectionKey } from './cms-sections';
import { loadAnnouncementsSection } from './cms-loaders/announcements.server';
import { loadMailTemplatesSection } from './cms-loaders/mail-templates.server';
import { loadPagesSection } from './cms-loaders/pages.server';
import { loadSpecialIssuesSection } from './cms-loaders/special-issues.server';
import { journalSettingsSection } from '../../features/journal-settings/journal-settings-cms-section';
import { loadJournalSettingsSection } from './cms-loaders/journal-settings.server';
import { doisSection } from '../../features/cms-dois/dois-section';
import { loadDoisSection } from './cms-loaders/dois.server';

type ServerLoad = (ctx: Ctx, query: unknown) => Promise<AdminTabData>;

/** A section's server loader, checked against the section's query and data types. */
function serverSection<Q extends SearchParamsSchema, D extends AdminTabData, I extends { intent: string }>(_section: CmsSection<Q, D, I>, load: (ctx: Ctx, query: z.output<Q>) => Promise<D>): ServerLoad {
  return load as ServerLoad;
}

/** How the server loads each section for the session cookie's viewer (a first visit arrives complete, decision 0036). */
export const SERVER_SECTION_LOADS: Record<RegisteredSectionKey, ServerLoad> = {
  pages: serverSection(pagesSection, loadPagesSection),
  announcements: serverSection(announcementsSection, loadAnnouncementsSection),
  'special-issues': serverSection(specialIssuesSection, loadSpecialIssuesSection),
  'mail-templates': serverSection(mailTemplatesSection, loadMailTemplatesSection),
  'journal-settings': serverSection(journalSettingsSection, loadJournalSettingsSection),
  dois: serverSection(doisSection, loadDoisSection),
};

/** The server loader of a registered section. */
export function serverLoadOfSection(key: CmsSectionKey): ServerLoad {
  const load = (SERVER_SECTION_LOADS as Partial<Record<CmsSectionKey, ServerLoad>>)[key];
  if (!load) throw new Error(`The content manager's section "${key}" has no server loader in cms-sections.server.ts.`);
  return load;
}
