import type { MetaArgs } from 'react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { PageHero } from '../../components/layout/page-hero';
import { pageMeta } from '../../features/journal/page-meta';
import { ReviewerApplicationForm } from '../../features/reviewer-application/application-form';
import { ReviewerFacts } from '../../features/reviewer-application/reviewer-facts';

export const meta = ({ matches }: MetaArgs) => pageMeta('Become a Reviewer', `Apply to review manuscripts for the ${JOURNAL_NAME}: tell the editors about your expertise, qualifications and publications.`, matches);

/** acting-side.md §2 /become-reviewer: the reviewer application form and its success panel (issue 14). */
export default function BecomeReviewer() {
  return (
    <>
      <PageHero
        eyebrow="Reviewers"
        title="Become a Reviewer"
        lead={<p className="mb-0">Researchers in agriculture and the life sciences are welcome to review for the journal. Tell the editors about your expertise and experience.</p>}
      />
      <Container className="py-5">
        <Row className="g-4">
          <Col lg={7}>
            <ReviewerApplicationForm />
          </Col>
          <Col lg={5}>
            <ReviewerFacts />
          </Col>
        </Row>
      </Container>
    </>
  );
}
