import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Sitemap', `Every public page of the ${JOURNAL_NAME} website, grouped by topic.`);

interface SitemapLink {
  to: string;
  label: string;
  /** Feeds are files, not pages: a plain link. */
  document?: boolean;
}

/** Every public page of the route table (reading-side.md §2), grouped as the menu groups them. */
const GROUPS: { title: string; links: SitemapLink[] }[] = [
  {
    title: 'Journal',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About the Journal' },
      { to: '/editorial-board', label: 'Editorial Board' },
      { to: '/editorial-team', label: 'Editorial Team' },
      { to: '/editor-in-chief', label: 'Editor-in-Chief' },
      { to: '/managing-editor', label: 'Managing Editor' },
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'Frequently Asked Questions' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
  {
    title: 'Publications',
    links: [
      { to: '/current-publications', label: 'Current Publications' },
      { to: '/issues/current', label: 'Current Issue' },
      { to: '/issues', label: 'Journal Issues' },
      { to: '/archives', label: 'Archives' },
      { to: '/special-issues', label: 'Special Issues' },
      { to: '/announcements', label: 'Announcements' },
      { to: '/search', label: 'Search Articles' },
    ],
  },
  {
    title: 'Authors',
    links: [
      { to: '/authors', label: 'For Authors' },
      { to: '/guide-for-authors', label: 'Guide for Authors' },
      { to: '/manuscript-template', label: 'Manuscript Templates' },
      { to: '/submit-paper', label: 'Submit Paper' },
      { to: '/review-process', label: 'Peer Review Process' },
      { to: '/guidelines', label: 'Editorial Guidelines' },
      { to: '/ethics', label: 'Publication Ethics' },
      { to: '/become-reviewer', label: 'Become a Reviewer' },
    ],
  },
  {
    title: 'Fees',
    links: [
      { to: '/publication-charges', label: 'Publication Charges' },
      { to: '/publication-fee', label: 'Publication Fee' },
      { to: '/manuscript-handling-fee', label: 'Manuscript Handling Fee' },
      { to: '/payment-methods', label: 'Payment Methods' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/open-access-policy', label: 'Open Access Policy' },
      { to: '/copyright', label: 'Copyright' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Use' },
    ],
  },
  {
    title: 'Readers',
    links: [
      { to: '/information-for-readers', label: 'Information for Readers' },
      { to: '/rss/latest-articles', label: 'RSS: Latest Articles', document: true },
      { to: '/rss/current-issue', label: 'RSS: Current Issue', document: true },
      { to: '/rss/announcements', label: 'RSS: Announcements', document: true },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/login', label: 'Login' },
      { to: '/register', label: 'Register' },
      { to: '/dashboard', label: 'My Dashboard' },
      { to: '/admin', label: 'Admin Portal' },
    ],
  },
];

export default function Sitemap() {
  return (
    <StaticPage title="Sitemap" wide lead={<p className="mb-0">Every page of the journal’s website. Individual articles are listed in their issues and in search.</p>}>
      <Row className="g-4 jp-sitemap">
        {GROUPS.map((group) => (
          <Col sm={6} lg={3} key={group.title}>
            <section aria-labelledby={`sitemap-${group.title.toLowerCase()}`}>
              <h2 id={`sitemap-${group.title.toLowerCase()}`} className="h5">
                {group.title}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>{link.document ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}</li>
                ))}
              </ul>
            </section>
          </Col>
        ))}
      </Row>
    </StaticPage>
  );
}
