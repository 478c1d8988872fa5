import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { EDITORIAL_MESSAGES as M, groupEditorialTeam } from '../../../contract/editorial/editorial.messages';
import type { EditorialMember } from '../../../contract/editorial/editorial.schema';
import { listEditorialTeam } from '../../../core/editorial/editorial.service';
import { PageHero } from '../../components/layout/page-hero';
import { MemberCard } from '../../features/editorial/member-card';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/editorial-team';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Editorial Team', matches) },
  { name: 'description', content: 'The editors and staff who handle submissions, peer review and production at the journal.' },
];

/** reading-side.md §2 "Editorial Team", from the editorial records; on failure an error, never sample members. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { team: (await listEditorialTeam(context.ctx)) as EditorialMember[] | null };
  } catch (error) {
    console.warn('Editorial team failed to load', error);
    return { team: null };
  }
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');

export default function EditorialTeam({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  return (
    <>
      <PageHero title="Editorial Team" lead="The editors and staff who screen submissions, organise peer review and prepare every article for publication." />
      <Container className="py-5">
        {team === null ? (
          <Alert variant="danger" role="alert">
            {M.teamFailed}
          </Alert>
        ) : team.length === 0 ? (
          <p className="lead text-body-secondary">{M.noMembers}</p>
        ) : (
          groupEditorialTeam(team).map(({ group, members }) => (
            <section key={group} className="mb-5" aria-labelledby={`group-${slug(group)}`}>
              <h2 id={`group-${slug(group)}`} className="h3 mb-3">
                {group}
              </h2>
              <Row xs={1} md={2} lg={3} className="g-4">
                {members.map((member) => (
                  <Col key={member.id}>
                    <MemberCard member={member} />
                  </Col>
                ))}
              </Row>
            </section>
          ))
        )}
        <section className="editor-profile__message rounded p-4" aria-labelledby="contact-team-heading">
          <h2 id="contact-team-heading" className="h4">
            Contact the Editorial Team
          </h2>
          <p>Questions about a submission, the review process or a published article? The editorial office will direct your message to the right editor.</p>
          <Link to="/contact" className="btn btn-primary">
            Contact Us
          </Link>
        </section>
      </Container>
    </>
  );
}
