import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Notice } from '../../components/feedback/notice-toast';
import type { SearchParamsSchema } from '../../lib/search-params';

/**
 * The tabs of /admin-dashboard (acting-side.md §2), in the spec's order. A tab is listed once
 * its module is in the route's registry (`routes/admin/admin-tabs.ts`); the first listed is the
 * default.
 */
export const ADMIN_TAB_ORDER = ['users', 'papers', 'issues', 'editorial-board', 'contact-forms', 'newsletter', 'invoices', 'usage'] as const;
export type AdminTabKey = (typeof ADMIN_TAB_ORDER)[number];

/** What every tab's view gets from the page: its data, its part of the address, and the toast. */
export interface AdminTabViewProps<Query, Data> {
  data: Data;
  /** The tab's list state, read from the address with the tab's schema. */
  query: Query;
  /** Merges a change into the tab's state and navigates (the loaders run again). */
  setQuery(change: Partial<Query>): void;
  /** The address of the tab with a change applied, for links (paging, opening a row). */
  hrefFor(change: Partial<Query>): string;
  /** A new list is loading: the controls already show what was asked. */
  loading: boolean;
  /** Every outcome of a change, for the page's toast (the spec's alerts, never alert boxes). */
  onNotice(notice: Notice): void;
}

/** What a change answers (a clientAction outcome): the spec's sentence, and the server's own when it refused. */
export interface AdminTabOutcome {
  intent: string;
  ok: boolean;
  message: string;
  detail?: string;
  /** Field messages from the server, by field name. */
  fieldErrors?: Record<string, string>;
}

/**
 * One tab: its key and title, the schema of its part of the address (every field defaulted or
 * optional), how the browser loads its data from /api (the server loads it with the core
 * services in a `*.server.ts` module registered in `routes/admin/admin-tabs.server.ts`), its view,
 * and the changes it sends through the page's clientAction (each `intent` value unique across tabs).
 */
/** A tab's data: an object the page hands back to the tab's view as it is. */
export type AdminTabData = object | null;

export interface AdminTab<
  Query extends SearchParamsSchema = SearchParamsSchema,
  Data extends AdminTabData = AdminTabData,
  Intent extends { intent: string } = { intent: string },
  /** The page's set of keys (the content manager's sections reuse this frame with theirs). */
  Key extends string = AdminTabKey,
> {
  key: Key;
  title: string;
  query: Query;
  load(query: z.output<Query>, signal: AbortSignal): Promise<Data>;
  View: ComponentType<AdminTabViewProps<z.output<Query>, Data>>;
  actions?: {
    intents: readonly Intent['intent'][];
    schema: z.ZodType<Intent>;
    run(intent: Intent): Promise<AdminTabOutcome>;
  };
}

/** Types a tab's definition (the view's props follow from its query schema and loader). */
export function defineAdminTab<Key extends AdminTabKey, Query extends SearchParamsSchema, Data extends AdminTabData, Intent extends { intent: string } = never>(
  tab: AdminTab<Query, Data, Intent> & { key: Key },
): AdminTab<Query, Data, Intent> & { key: Key } {
  return tab;
}
