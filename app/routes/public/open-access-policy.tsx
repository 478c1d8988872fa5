import { Link } from 'react-router';
import { formatUsd, HEADLINE_FEE, JOURNAL_NAME, LICENCE } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Open Access Policy', `The ${JOURNAL_NAME} is fully open access: every article is free to read and reuse under ${LICENCE.shortName} from the day it is published.`);

/** reading-side.md §2 "Open access policy"; §1: authors keep copyright, CC BY 4.0, a modest fee with waivers. */
export default function OpenAccessPolicy() {
  return (
    <StaticPage
      title="Open Access Policy"
      eyebrow="Policies"
      lead={<p className="mb-0">All content is freely available without charge to the reader or their institution, from the moment of publication and for good.</p>}
    >
      <PageSection id="policy" title="Immediate, Free Access">
        <p>
          The {JOURNAL_NAME} provides immediate open access to its content on the principle that making research freely available to the public supports a greater global exchange of knowledge. Readers may read, download, copy, distribute,
          print, search and link to the full texts of articles, or use them for any other lawful purpose, without asking prior permission from the publisher or the authors. There are no subscriptions, pay-per-view charges or registration
          requirements for readers.
        </p>
      </PageSection>

      <PageSection id="licence" title="Licence">
        <p>
          Articles are published under the <a href={LICENCE.url}>{LICENCE.name} licence ({LICENCE.shortName})</a>. It allows anyone to share and adapt the work for any purpose, even commercially, provided they give appropriate credit to the
          authors and the original publication, link to the licence and indicate whether changes were made. See <Link to="/copyright">Copyright</Link>.
        </p>
      </PageSection>

      <PageSection id="self-archiving" title="Self-Archiving">
        <p>
          Authors may deposit any version of their article (submitted, accepted or published) in an institutional or subject repository, or on a personal website, at any time and without embargo, with a link to the published version and its
          DOI.
        </p>
      </PageSection>

      <PageSection id="costs" title="Who Pays">
        <p>
          To keep reading free, a modest publication fee (from {formatUsd(HEADLINE_FEE.students)} to {formatUsd(HEADLINE_FEE.standard)} for an original research article) is charged for accepted articles only. Waivers are available for authors
          from low-income countries or in hardship, and editorial decisions are never influenced by payment. See <Link to="/publication-charges">Publication Charges</Link>.
        </p>
      </PageSection>

      <PageSection id="preservation" title="Preservation and Indexing">
        <p>
          Every published article keeps a permanent DOI and a stable address on this site, and its metadata is available to indexing services and search engines through article pages, RSS feeds and the site map, so that the work can be found
          and cited long after publication.
        </p>
      </PageSection>
    </StaticPage>
  );
}
