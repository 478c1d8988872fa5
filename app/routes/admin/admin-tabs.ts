import { createElement } from 'react';
import { z } from 'zod';
import { ADMIN_TAB_ORDER, type AdminTab, type AdminTabKey } from '../../components/admin-dashboard/admin-tab';
import { editorialBoardTab } from '../../features/admin-board/editorial-board-tab';
import { issuesTab } from '../../features/admin-issues/issues-tab';
import { newsletterTab } from '../../features/admin-newsletter/newsletter-admin-tab';
import { createAdminPapersTab } from '../../features/admin-papers/admin-papers-tab';
import { usersTab } from '../../features/admin-users/users-admin-tab';
import { CiteButton } from '../../features/citations/cite-button';
import { contactFormsTab } from '../../features/contact-inbox/contact-forms-tab';
import { invoicesTab } from '../../features/invoices/invoices-tab';
import { usageTab } from '../../features/admin-usage/usage-tab';

/**
 * The registry of /admin-dashboard's tabs, in the spec's order (acting-side.md §2: Users, Papers,
 * Issues, Editorial Board, Contact Forms, Newsletter). A new tab is one entry here and one in
 * `admin-tabs.server.ts` (app/components/admin-dashboard/README.md).
 */
/** Papers: each row's Cite button is the citations feature's (features do not import each other). */
export const papersTab = createAdminPapersTab({
  citeButton: (paper) => createElement(CiteButton, { paperId: paper.id, paperTitle: paper.title, className: 'btn btn-outline-secondary btn-sm' }),
});

const REGISTERED = [usersTab, papersTab, issuesTab, editorialBoardTab, contactFormsTab, newsletterTab, invoicesTab, usageTab] as const;
export type RegisteredTabKey = (typeof REGISTERED)[number]['key'];

/**
 * Each tab as the page handles it: the data its loader returned goes back to its own view, so the
 * page can hold any tab's data without knowing its type (the one place that widens it).
 */
// Each tab was typed by defineAdminTab; a generic widen cannot take the tuple's union of tab types at once.
const widen = (tab: (typeof REGISTERED)[number]) => tab as unknown as AdminTab;
export const ADMIN_TABS: readonly AdminTab[] = REGISTERED.map(widen).sort((a, b) => ADMIN_TAB_ORDER.indexOf(a.key) - ADMIN_TAB_ORDER.indexOf(b.key));

const DEFAULT_TAB = ADMIN_TABS[0]!.key;
export const isDefaultTab = (key: AdminTabKey) => key === DEFAULT_TAB;

/** `?tab=` of the address: a registered tab, else the first. */
export const tabParamSchema = z.object({
  tab: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(ADMIN_TAB_ORDER)
      .refine((key) => ADMIN_TABS.some((tab) => tab.key === key))
      .default(DEFAULT_TAB),
  ),
});

export function adminTab(key: AdminTabKey): AdminTab {
  return ADMIN_TABS.find((tab) => tab.key === key) ?? ADMIN_TABS[0]!;
}

/** The tab whose change this is: each intent belongs to one tab. */
export function tabOfIntent(intent: string): AdminTab | undefined {
  return ADMIN_TABS.find((tab) => tab.actions?.intents.includes(intent));
}
