import { doiListQuerySchema, doiManagerPageSchema } from '../../../contract/scholarly/doi-manager.schema';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { DOI_INTENTS, doiIntentSchema, runDoiIntent } from './doi-actions';
import type { CmsDoisData } from './dois-data';
import { DoisList } from './dois-list';

/**
 * /admin/cms "DOIs" (decision 0057), for editors and admins: published articles with their DOI and
 * Crossref's answer, deposits of an article or an issue, the deposit XML for a manual upload and
 * DOAJ's article JSON of an issue.
 */
export const doisSection = defineCmsSection({
  key: 'dois',
  title: 'DOIs',
  lead: 'Crossref deposits of published articles and issues, each DOI\u2019s result, and the DOAJ export.',
  query: doiListQuerySchema,
  async load(query, signal): Promise<CmsDoisData> {
    return { page: await orNull(getJson('/admin/dois', doiManagerPageSchema, { query: writeSearchParams(query, doiListQuerySchema), signal }), 'The DOIs') };
  },
  View: DoisList,
  actions: { intents: DOI_INTENTS, schema: doiIntentSchema, run: runDoiIntent },
});
