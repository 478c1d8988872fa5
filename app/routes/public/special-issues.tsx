import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { SPECIAL_ISSUE_MESSAGES as M } from '../../../contract/special-issues/special-issues.messages';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';
import { requireEditorInChief } from '../../../core/editorial/editorial.service';
import { listIssues } from '../../../core/issues/issues.service';
import { listSpecialIssues } from '../../../core/special-issues/special-issues.service';
import { PageHero } from '../../components/layout/page-hero';
import { SpecialIssueCard } from '../../features/special-issues/special-issue-card';
import {
  PAST_ISSUE_LINKS,
  PastIssues,
  ProposeSpecialIssue,
  SpecialIssueBenefits,
  SpecialIssueFaqs,
  SpecialIssueGuidelines,
  type PastIssue,
  type ProposalContact,
} from '../../features/special-issues/special-issues-info';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/special-issues';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Special Issues', matches) },
  { name: 'description', content: 'Themed special issues of the journal: open calls for papers, deadlines, guest editors and how to propose a special issue.' },
];

/**
 * reading-side.md §2 "Special issues", server-rendered from the records with real submission
 * counts. On failure an error state, never the original's built-in sample issues (§8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [special, issues, chief] = await Promise.allSettled([listSpecialIssues(ctx), listIssues(ctx), requireEditorInChief(ctx)]);
  if (special.status === 'rejected') console.warn('Special issues failed to load', special.reason);
  const published = issues.status === 'fulfilled' ? issues.value : [];
  const pastIssues: PastIssue[] = PAST_ISSUE_LINKS.map(({ volume, number }) => {
    const found = published.find((issue) => issue.volume === volume && issue.issue === number);
    return { volume, number, title: found?.title ?? null, publicationDate: found?.publicationDate ?? null };
  });
  const contact: ProposalContact | null = chief.status === 'fulfilled' ? { name: chief.value.name, email: chief.value.email } : null;
  return { specialIssues: special.status === 'fulfilled' ? special.value : null, pastIssues, contact };
}

function SpecialIssueList({ specialIssues }: { specialIssues: SpecialIssue[] | null }) {
  if (specialIssues === null) {
    return (
      <Alert variant="danger" role="alert">
        {M.loadFailed}
      </Alert>
    );
  }
  if (specialIssues.length === 0) return <p className="text-body-secondary">{M.none}</p>;
  return (
    <Row xs={1} lg={2} className="g-4">
      {specialIssues.map((issue) => (
        <Col key={issue.id}>
          <SpecialIssueCard issue={issue} />
        </Col>
      ))}
    </Row>
  );
}

export default function SpecialIssues({ loaderData }: Route.ComponentProps) {
  const { specialIssues, pastIssues, contact } = loaderData;
  return (
    <>
      <PageHero title="Special Issues" lead="Themed collections led by guest editors. Submit to an open call, follow the ones coming soon, or propose a special issue of your own." />
      <Container className="py-5">
        <section aria-labelledby="current-special-heading" className="pb-4">
          <h2 id="current-special-heading" className="h3 mb-4">
            Current and Upcoming Special Issues
          </h2>
          <SpecialIssueList specialIssues={specialIssues} />
        </section>
        <SpecialIssueBenefits />
        <SpecialIssueGuidelines />
        <PastIssues issues={pastIssues} />
        <ProposeSpecialIssue contact={contact} />
        <SpecialIssueFaqs />
      </Container>
    </>
  );
}
