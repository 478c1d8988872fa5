import type { z } from 'zod';
import type { Ctx } from '../../../core/context';
import type { AdminTab, AdminTabData } from '../../components/admin-dashboard/admin-tab';
import { contactFormsTab } from '../../features/contact-inbox/contact-forms-tab';
import { loadContactFormsTab } from './tab-loaders/contact-forms.server';
import { loadPapersTab } from './tab-loaders/papers.server';
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
  papers: serverTab(papersTab, loadPapersTab),
  'contact-forms': serverTab(contactFormsTab, loadContactFormsTab),
};

/** The server loader of a registered tab. */
export function serverLoadOf(key: AdminTab['key']): ServerLoad {
  const load = (SERVER_TAB_LOADS as Partial<Record<AdminTab['key'], ServerLoad>>)[key];
  if (!load) throw new Error(`The admin dashboard's tab "${key}" has no server loader in admin-tabs.server.ts.`);
  return load;
}
