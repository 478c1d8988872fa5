import type { DoiManagerPage } from '../../../contract/scholarly/doi-manager.schema';

/** What /admin/cms's DOIs section shows (decision 0057): a page of published articles with their DOI state, the issues, whether deposits can be sent (null: failed to load). */
export interface CmsDoisData {
  page: DoiManagerPage | null;
}
