import { feeRowOf } from '../../../contract/journal/journal-facts';
import { useJournalFacts } from '../../lib/journal-facts';
import { ARTICLE_TYPES, MANUSCRIPT_ACCEPTED_FILES, MANUSCRIPT_FORMAT as F, MANUSCRIPT_MAX_SIZE_TEXT, MANUSCRIPT_SECTIONS, MAX_MANUSCRIPT_WORDS } from '../../../contract/journal/manuscripts';
import { ResponsiveTable } from './static-page';

const n = (value: number) => value.toLocaleString('en-US');

/** Article types and their limits (decision 0014). */
export function ArticleTypesTable({ id = 'article-types', withDescriptions = false }: { id?: string; withDescriptions?: boolean }) {
  const { fees } = useJournalFacts();
  return (
    <ResponsiveTable id={id} caption={`Article types and limits (main text excludes references; no manuscript exceeds ${n(MAX_MANUSCRIPT_WORDS)} words)`}>
      <thead>
        <tr>
          <th scope="col">Article type</th>
          <th scope="col" className="text-end">
            Main text (words)
          </th>
          <th scope="col" className="text-end">
            Abstract (words)
          </th>
          <th scope="col" className="text-end">
            References
          </th>
          <th scope="col" className="text-end">
            Figures or tables
          </th>
          <th scope="col" className="text-end">
            Page limit
          </th>
        </tr>
      </thead>
      <tbody>
        {ARTICLE_TYPES.map((type) => (
          <tr key={type.id}>
            <th scope="row">
              {type.name}
              {withDescriptions && <span className="d-block small fw-normal text-body-secondary">{type.description}</span>}
            </th>
            <td className="text-end">{n(type.maxWords)}</td>
            <td className="text-end">{type.maxAbstractWords}</td>
            <td className="text-end">up to {type.maxReferences}</td>
            <td className="text-end">up to {type.maxFiguresOrTables}</td>
            <td className="text-end">{feeRowOf(fees, type.id).pageLimit} pages</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

export function FormattingList() {
  return (
    <ul>
      <li>
        File: <strong>{F.fileFormat}</strong> (the submission system also accepts {MANUSCRIPT_ACCEPTED_FILES.join(', ')}), at most {MANUSCRIPT_MAX_SIZE_TEXT}.
      </li>
      <li>
        Text: {F.font}, {F.fontSizePt} pt, {F.lineSpacing.toLowerCase()} spacing, {F.marginsInches}-inch margins on all sides, continuous line numbers and page numbers.
      </li>
      <li>Figures: at least {F.figureMinDpi} dpi, uploaded as separate files (TIFF, PNG or JPEG), with legends at the end of the manuscript.</li>
      <li>Tables: editable Word tables (not images), each on its own page after the references, numbered in the order cited.</li>
      <li>
        Running title: at most {F.runningTitleMaxChars} characters. Keywords: {F.keywordsMin}-{F.keywordsMax}.
      </li>
      <li>Units: SI units; scientific names of organisms in italics, with the authority at first mention.</li>
      <li>References: {F.referenceStyle}.</li>
    </ul>
  );
}

export function ManuscriptStructureList() {
  return (
    <dl>
      {MANUSCRIPT_SECTIONS.map((section) => (
        <div key={section.heading} className="mb-2">
          <dt>{section.heading}</dt>
          <dd className="mb-0">{section.guidance}</dd>
        </div>
      ))}
    </dl>
  );
}
