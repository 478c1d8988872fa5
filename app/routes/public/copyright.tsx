import { Link } from 'react-router';
import { JOURNAL_NAME, LICENCE } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Copyright', `Authors publishing in the ${JOURNAL_NAME} keep the copyright in their work, which is published under ${LICENCE.shortName}.`);

/** reading-side.md §1: authors keep copyright; licence CC BY 4.0. */
export default function Copyright() {
  return (
    <StaticPage title="Copyright" eyebrow="Policies" lead={<p className="mb-0">Authors keep the copyright in their articles. The journal asks only for the right to publish them first, under an open licence.</p>}>
      <PageSection id="authors" title="Authors Keep Copyright">
        <p>
          By submitting a manuscript, authors confirm that they have the right to publish it. On acceptance they grant the {JOURNAL_NAME} a non-exclusive licence to publish the article, identify itself as its original publisher and distribute
          it, in all formats. Copyright stays with the authors (or their employers, where the employer owns it), with no transfer of rights.
        </p>
      </PageSection>

      <PageSection id="licence" title={`The ${LICENCE.shortName} Licence`}>
        <p>
          Every article is published under the <a href={LICENCE.url}>{LICENCE.name} licence</a>. Under it, anyone may:
        </p>
        <ul>
          <li>
            <strong>Share:</strong> copy and redistribute the material in any medium or format;
          </li>
          <li>
            <strong>Adapt:</strong> remix, transform and build upon the material for any purpose, even commercially;
          </li>
        </ul>
        <p>
          provided they give appropriate credit (the authors, title, the {JOURNAL_NAME}, and the DOI), provide a link to the licence and indicate if changes were made, without suggesting that the authors or the journal endorse them.
        </p>
      </PageSection>

      <PageSection id="third-party" title="Material From Others">
        <p>
          Authors must obtain permission to reuse figures, tables or text whose copyright belongs to others, under terms compatible with {LICENCE.shortName}, and credit the source in the article. Material that cannot be published under this
          licence must be identified as such in its caption.
        </p>
      </PageSection>

      <PageSection id="site" title="Website Content">
        <p>
          Unless stated otherwise, the texts of this website’s information pages are also available under {LICENCE.shortName}. The journal’s name and logo are not covered by the licence. See also our <Link to="/terms">Terms of Use</Link> and{' '}
          <Link to="/open-access-policy">Open Access Policy</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
