import type { z } from 'zod';
import type { Ctx } from '../../../core/context';
import type { AdminTab, AdminTabData } from '../../components/admin-dashboard/admin-tab';
import { editorialBoardTab } from '../../features/admin-board/editorial-board-tab';
import { issuesTab } from '../../features/admin-issues/issues-tab';
import { contactFormsTab } from '../../features/contact-inbox/contact-forms-tab';
import { loadEditorialBoardTab } from './tab-loaders/editorial-board.server';
import { loadIssuesTab } from './tab-loaders/issues.server';
import { loadContactFormsTab } from './tab-loaders/contact-forms.server';
import { loadUsersTab } from './tab-loaders/users.server';
import { loadNewsletterTab } from './tab-loaders/newsletter.server';
import { newsletterTab } from '../../features/admin-newsletter/newsletter-admin-tab';
import { usersTab } from '../../features/admin-users/users-admin-tab';
import { invoicesTab } from '../../features/invoices/invoices-tab';
import { loadInvoicesTab } from './tab-loaders/invoices.server';
import { loadPapersTab } from './tab-loaders/papers.server';
import { usageTab } from '../../features/admin-usage/usage-tab';
import { loadUsageTab } from './tab-loaders/usage.server';
import type { SearchParamsSchema } from '../../lib/search-params';
import { papersTab, type RegisteredTabKey } from './admin-tabs';

type ServerLoad = (ctx: Ctx, query: unknown) => Promise<AdminTabData>;

/** A tab's server loader, checked against the tab's query and data types. */
function serverTab<Q extends SearchParamsSchema, D extends AdminTabData, I extends { intent: string }>(_tab: AdminTab<Q, D, I>, load: (ctx: Ctx, query: z.output<Q>) => Promise<D>): ServerLoad {
  return load as ServerLoad;
}

/**
 * How the server loads each tab for the session cookie's viewer (a first visit arrives complete,
 * decision 0032), with the services its /api calls use.
 */
export const SERVER_TAB_LOADS: Record<RegisteredTabKey, ServerLoad> = {
  users: serverTab(usersTab, loadUsersTab),
  issues: serverTab(issuesTab, loadIssuesTab),
  'editorial-board': serverTab(editorialBoardTab, loadEditorialBoardTab),
  papers: serverTab(papersTab, loadPapersTab),
  'contact-forms': serverTab(contactFormsTab, loadContactFormsTab),
  newsletter: serverTab(newsletterTab, loadNewsletterTab),
  invoices: serverTab(invoicesTab, loadInvoicesTab),
  usage: serverTab(usageTab, loadUsageTab),
};

/** The server loader of a registered tab. */
export function serverLoadOf(key: AdminTab['key']): ServerLoad {
  const load = (SERVER_TAB_LOADS as Partial<Record<AdminTab['key'], ServerLoad>>)[key];
  if (!load) throw new Error(`The admin dashboard's tab "${key}" has no server loader in admin-tabs.server.ts.`);
  return load;
}
