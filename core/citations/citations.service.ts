import { citationFileName, citationFormatLabel, type Citation, type CitationFormat } from '../../contract/citations/citations';
import { ISSN_SETTINGS_KEY, issnSettingsSchema } from '../../contract/settings/issn';
import type { Ctx } from '../context';
import { getCitablePaper } from '../papers/papers.service';
import { findSetting } from '../settings/settings.repo';
import { formatCitation } from './citation-formatter';
import { cslItem } from './csl-item';

/**
 * GET /api/papers/{id}/citation (acting-side.md §9, issue 15, decision 0044): a published paper's
 * reference in one format, made on the server by citation-js with the vendored CSL styles, from
 * the paper's data and the journal's name, ISSN (when set) and address.
 */
export async function getCitation(ctx: Ctx, id: number, format: CitationFormat): Promise<Citation> {
  const paper = await getCitablePaper(ctx, id);
  const issn = issnSettingsSchema.safeParse(await findSetting(ctx.db, ISSN_SETTINGS_KEY));
  const item = cslItem(paper, { name: ctx.settings.journalName, issn: issn.success ? issn.data.issn : null, publicUrl: ctx.settings.publicUrl });
  return { format, label: citationFormatLabel(format), text: formatCitation(item, format), fileName: citationFileName(format) };
}
