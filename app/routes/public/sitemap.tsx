import type { MetaArgs } from 'react-router';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { PUBLIC_PAGE_GROUPS } from '../../../contract/journal/public-pages';
import { pageMeta } from '../../features/journal/page-meta';
import { StaticPage } from '../../features/journal/static-page';

export const meta = ({ matches }: MetaArgs) => pageMeta('Sitemap', `Every public page of the ${JOURNAL_NAME} website, grouped by topic.`, matches);

export default function Sitemap() {
  return (
    <StaticPage title="Sitemap" wide lead={<p className="mb-0">Every page of the journal’s website. Individual articles are listed in their issues and in search.</p>}>
      <Row className="g-4 jp-sitemap">
        {PUBLIC_PAGE_GROUPS.map((group) => (
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
