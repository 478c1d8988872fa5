import { Link } from 'react-router';
import { JOURNAL_NAME, LICENCE, MINIMUM_USER_AGE, PUBLISHER } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Terms of Use', `The terms that apply to using the ${JOURNAL_NAME} website, its content and its submission system.`);

/** Terms of use (reading-side.md §2 route table; footer link). */
export default function Terms() {
  return (
    <StaticPage title="Terms of Use" eyebrow="Policies" lead={<p className="mb-0">By using this website you agree to these terms. Please read them together with our Privacy Policy.</p>}>
      <PageSection id="site" title="The Website">
        <p>
          This website is operated by the {PUBLISHER} for the {JOURNAL_NAME}. Anyone may read published content without an account. The submission, review and administration functions are available to registered users in their roles.
        </p>
      </PageSection>

      <PageSection id="content" title="Use of Published Content">
        <p>
          Articles are published under the <a href={LICENCE.url}>{LICENCE.name} licence ({LICENCE.shortName})</a> and may be reused under its terms, with credit to the authors and the journal. See <Link to="/copyright">Copyright</Link>.
          Automated access is welcome for indexing and text mining provided it does not impair the site for others.
        </p>
      </PageSection>

      <PageSection id="accounts" title="Accounts">
        <ul>
          <li>You must be at least {MINIMUM_USER_AGE} years old to register.</li>
          <li>Give accurate information and keep it up to date; one account per person.</li>
          <li>Keep your password secret and log out on shared computers. You are responsible for what is done with your account.</li>
          <li>We may suspend accounts used in breach of these terms.</li>
        </ul>
      </PageSection>

      <PageSection id="submissions" title="Submissions">
        <p>
          By submitting a manuscript you confirm that all authors agree to its submission, that it is original and not under consideration elsewhere, and that it complies with our <Link to="/ethics">Publication Ethics</Link>. Accepted
          articles are subject to the <Link to="/publication-charges">publication charges</Link> in force at the time of submission.
        </p>
      </PageSection>

      <PageSection id="conduct" title="Acceptable Use">
        <p>
          Do not try to gain access to accounts, manuscripts or data you are not entitled to, disrupt the service, upload malicious files, or use the contact, subscription or submission forms to send unsolicited or unlawful content.
        </p>
      </PageSection>

      <PageSection id="liability" title="Disclaimer">
        <p>
          Articles express the views of their authors, not of the journal or the publisher. Content is provided for scholarly purposes; it is not professional advice, and the publisher accepts no liability for decisions made on the basis of it.
          We aim to keep the site available and correct but cannot guarantee that it will be uninterrupted or error-free.
        </p>
      </PageSection>

      <PageSection id="changes" title="Changes and Contact">
        <p>
          We may update these terms; the version on this page applies. Questions are welcome through the <Link to="/contact">contact page</Link>. See also the <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
