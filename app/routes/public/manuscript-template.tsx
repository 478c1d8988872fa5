import type { MetaArgs } from 'react-router';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { ARTICLE_TYPES, MANUSCRIPT_FORMAT as F, MANUSCRIPT_MAX_SIZE_TEXT } from '../../../contract/journal/manuscripts';
import { MANUSCRIPT_TEMPLATE_FILE_NAME } from '../../../contract/journal/template';
import { FormattingList } from '../../features/journal/manuscript-blocks';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';
import { TemplateDownloadButton } from '../../features/journal/template-download-button';

export const meta = ({ matches }: MetaArgs) => pageMeta('Manuscript Templates', `Download the ${JOURNAL_NAME} manuscript template for Microsoft Word (.docx), already formatted as the journal requires.`, matches);

/** reading-side.md §2 "Manuscript templates": links /guide-for-authors and /submit-paper; the download button's states. */
export default function ManuscriptTemplate() {
  return (
    <StaticPage
      title="Manuscript Templates"
      eyebrow="For Authors"
      lead={<p className="mb-0">Start from our Word template: it is already set up with the journal’s formatting and section structure, so you can concentrate on your research.</p>}
    >
      <Card className="jp-fact-card mb-5">
        <Card.Body>
          <h2 className="h4">Research Manuscript Template</h2>
          <p>
            One template for all {ARTICLE_TYPES.length} article types ({ARTICLE_TYPES.map((t) => t.name).join(', ')}). File: <code>{MANUSCRIPT_TEMPLATE_FILE_NAME}</code>, Microsoft Word (.docx); opens in Word, LibreOffice and Google Docs.
          </p>
          <TemplateDownloadButton />
        </Card.Body>
      </Card>

      <PageSection id="contents" title="What the Template Contains">
        <ul>
          <li>
            Page layout: {F.font} {F.fontSizePt} pt, {F.lineSpacing.toLowerCase()} spacing, {F.marginsInches}-inch margins, continuous line numbers for reviewers, page numbers and a running-title header.
          </li>
          <li>A title page block for authors, affiliations and the corresponding author, to be submitted separately for double-blind review.</li>
          <li>Headings for the abstract, keywords and every section of a research article, each with short guidance to replace with your text.</li>
          <li>{F.referenceStyle} reference patterns, an example table and figure legend.</li>
          <li>A final checklist with the limits of every article type; delete it before you submit.</li>
        </ul>
      </PageSection>

      <PageSection id="formatting" title="Formatting Requirements">
        <FormattingList />
      </PageSection>

      <PageSection id="using" title="Using the Template">
        <ol>
          <li>Download the template and save it under a new name.</li>
          <li>Replace the grey guidance text with your own, keeping the headings and styles.</li>
          <li>Keep author names only on the title page; remove them from the file properties as well.</li>
          <li>
            Check the limits for your article type, then save as .docx (at most {MANUSCRIPT_MAX_SIZE_TEXT}) and submit.
          </li>
        </ol>
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/guide-for-authors" className="btn btn-outline-primary">
            Read the Guide for Authors
          </Link>
          <Link to="/submit-paper" className="btn btn-primary">
            Submit Paper
          </Link>
        </div>
      </PageSection>
    </StaticPage>
  );
}
