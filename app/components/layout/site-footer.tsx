import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useJournalFacts } from '../../lib/journal-facts';
import { FOOTER_LINKS } from './site-menu';

const READ_LINKS = [
  { label: 'Current Publications', to: '/current-publications' },
  { label: 'Archives', to: '/archives' },
  { label: 'Search Articles', to: '/search' },
  { label: 'Announcements', to: '/announcements' },
];
const AUTHOR_LINKS = [
  { label: 'Guide for Authors', to: '/guide-for-authors' },
  { label: 'Submit Paper', to: '/submit-paper' },
  { label: 'Publication Charges', to: '/publication-charges' },
  { label: 'Contact', to: '/contact' },
];

function LinkList({ heading, links }: { heading: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="h6 text-uppercase site-footer__heading">{heading}</h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { name, publisher } = useJournalFacts().identity;
  return (
    <footer className="site-footer mt-auto py-5">
      <Container>
        <Row className="gy-4">
          <Col lg={4}>
            <p className="h5 mb-2">{name}</p>
            <p className="mb-1">
              An open-access, double-blind peer-reviewed journal in agriculture and the life sciences, published quarterly by the {publisher}.
            </p>
            <p className="mb-0">Articles are published under the Creative Commons Attribution 4.0 licence (CC BY 4.0).</p>
          </Col>
          <Col sm={4} lg={{ span: 2, offset: 1 }}>
            <LinkList heading="Read" links={READ_LINKS} />
          </Col>
          <Col sm={4} lg={2}>
            <LinkList heading="Authors" links={AUTHOR_LINKS} />
          </Col>
          <Col sm={4} lg={3}>
            <LinkList heading="Journal" links={FOOTER_LINKS} />
          </Col>
        </Row>
        <p className="site-footer__copy mt-4 mb-0">
          &copy; {new Date().getFullYear()} {name}. Content licensed CC BY 4.0.
        </p>
      </Container>
    </footer>
  );
}
