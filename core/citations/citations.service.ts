import { citationFileName, citationFormatLabel, type Citation, type CitationFormat } from '../../contract/citations/citations';
import { citationIssn } from '../../contract/journal/journal-facts';
import type { Ctx } from '../context';
import { getCitablePaper } from '../papers/papers.service';
import { getJournalFacts } from '../settings/journal-settings.service';
import { formatCitation } from './citation-formatter';
import { cslItem } from './csl-item';

/**
 * GET /api/papers/{id}/citation (acting-side.md §9, issue 15, decision 0044): a published paper's
 * reference in one format, made on the server by citation-js with the vendored CSL styles, from
 * the paper's data and the journal's name, ISSN (when set, online before print) and address.
 */
export async function getCitation(ctx: Ctx, id: number, format: CitationFormat): Promise<Citation> {
  const paper = await getCitablePaper(ctx, id);
  // The journal's name and ISSN as the admin set them (decision 0053).
  const { identity } = await getJournalFacts(ctx);
  const item = cslItem(paper, { name: identity.name, issn: citationIssn(identity), publicUrl: ctx.settings.publicUrl });
  return { format, label: citationFormatLabel(format), text: formatCitation(item, format), fileName: citationFileName(format) };
}
