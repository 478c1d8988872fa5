import { Link } from 'react-router';
import { JOURNAL_NAME, MINIMUM_USER_AGE, PUBLISHER, RESPONSE_TIME, RETENTION } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Privacy Policy', `How the ${JOURNAL_NAME} collects, uses, keeps and protects personal data.`);

/** reading-side.md §2 "Privacy policy"; acting-side.md §9 retention (7 years financial, 3 years communications) and the age of 18. */
export default function PrivacyPolicy() {
  return (
    <StaticPage
      title="Privacy Policy"
      eyebrow="Policies"
      lead={<p className="mb-0">We collect only the personal data needed to run the journal, use it only for that purpose, and never sell it.</p>}
    >
      <PageSection id="controller" title="Who We Are">
        <p>
          The {JOURNAL_NAME} is published by the {PUBLISHER}, which is responsible for the personal data processed on this website. Questions about this policy can be sent through the <Link to="/contact">contact page</Link>.
        </p>
      </PageSection>

      <PageSection id="collect" title="What We Collect">
        <ul>
          <li>
            <strong>Accounts:</strong> name, e-mail address, institution and, if you give them, academic degree, department and research interests. Passwords are stored only as a strong one-way hash.
          </li>
          <li>
            <strong>Submissions:</strong> manuscript files and their details, the names, e-mail addresses, affiliations and ORCID iDs of all authors, cover letters and declarations.
          </li>
          <li>
            <strong>Peer review:</strong> reviewers’ reports, recommendations and reviewer applications (expertise, qualifications, publications).
          </li>
          <li>
            <strong>Correspondence:</strong> messages sent through the contact form and e-mails exchanged with the journal office.
          </li>
          <li>
            <strong>E-mail notices:</strong> the e-mail address, and name if given, of newsletter subscribers.
          </li>
          <li>
            <strong>Payments:</strong> invoices, payment confirmations and waiver requests. Card and PayPal details are handled by the payment provider and never reach us.
          </li>
          <li>
            <strong>Usage:</strong> article views and downloads are counted without recording who viewed or downloaded them. Server logs record technical data such as IP addresses for security and troubleshooting only.
          </li>
        </ul>
      </PageSection>

      <PageSection id="use" title="How We Use It">
        <p>
          To manage submissions and peer review, to publish articles with their authors’ names and affiliations, to invoice and record payments, to answer enquiries (within {RESPONSE_TIME}), to send the e-mail notices you asked for, and to
          keep the site secure. Reviewers’ identities are never disclosed to authors, and authors’ identities are withheld from reviewers.
        </p>
      </PageSection>

      <PageSection id="cookies" title="Cookies and Browser Storage">
        <p>
          When you sign in, the site sets one cookie that keeps you signed in (it cannot be read by scripts) and stores your session in your browser’s local storage; both are removed when you log out. The site uses no advertising or tracking
          cookies and no third-party analytics.
        </p>
      </PageSection>

      <PageSection id="retention" title="How Long We Keep It">
        <ul>
          <li>Financial records (invoices and payments): about {RETENTION.financialRecordsYears} years, as accounting rules require.</li>
          <li>Correspondence and contact messages: {RETENTION.communicationsYears} years.</li>
          <li>Accounts: while they are in use; you may ask us to delete yours at any time.</li>
          <li>Published articles, with their authors’ names and affiliations, remain part of the permanent scholarly record; records of their review are kept with them.</li>
          <li>Newsletter addresses: until you ask to be removed.</li>
        </ul>
      </PageSection>

      <PageSection id="sharing" title="Sharing">
        <p>
          We share personal data only as needed to run the journal: manuscripts (without author identities) with reviewers, published metadata with indexing services and DOI registration, and payment details with the payment provider you
          choose. We do not sell or rent personal data.
        </p>
      </PageSection>

      <PageSection id="rights" title="Your Rights">
        <p>
          You may ask to see the personal data we hold about you, to correct it, to delete it where we are not obliged to keep it, or to object to its use, and you may unsubscribe from e-mail notices at any time. Write to us through the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </PageSection>

      <PageSection id="age" title="Age">
        <p>The journal’s services are intended for persons aged {MINIMUM_USER_AGE} and over. We do not knowingly collect personal data from anyone younger.</p>
      </PageSection>

      <PageSection id="security" title="Security and Changes">
        <p>
          Data are stored on servers under the publisher’s control, sent over encrypted connections and accessible only to the staff who need them. We will post any change to this policy on this page.
        </p>
      </PageSection>
    </StaticPage>
  );
}
