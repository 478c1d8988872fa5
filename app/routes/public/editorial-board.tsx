import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { EDITORIAL_MESSAGES as M } from '../../../contract/editorial/editorial.messages';
import type { EditorialBoard as Board, EditorialMember } from '../../../contract/editorial/editorial.schema';
import { MIN_REVIEWERS } from '../../../contract/journal/review';
import { getEditorialBoard } from '../../../core/editorial/editorial.service';
import { PageHero } from '../../components/layout/page-hero';
import { MemberCard } from '../../features/editorial/member-card';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/editorial-board';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Editorial Board', matches) },
  { name: 'description', content: 'The Editor-in-Chief, associate editors and members of the editorial board of the journal.' },
];

/** reading-side.md §2 "Editorial Board", from the editorial records; on failure an error, never sample people. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { board: (await getEditorialBoard(context.ctx)) as Board | null };
  } catch (error) {
    console.warn('Editorial board failed to load', error);
    return { board: null };
  }
}

function MemberGrid({ members }: { members: EditorialMember[] }) {
  return (
    <Row xs={1} md={2} lg={3} className="g-4">
      {members.map((member) => (
        <Col key={member.id}>
          <MemberCard member={member} />
        </Col>
      ))}
    </Row>
  );
}

export default function EditorialBoard({ loaderData }: Route.ComponentProps) {
  const { board } = loaderData;
  const empty = board && !board.editorInChief && board.associateEditors.length === 0 && board.editorialBoard.length === 0;
  return (
    <>
      <PageHero title="Editorial Board" lead="Researchers and practitioners who guide the journal's scope, oversee peer review and uphold its standards." />
      <Container className="py-5">
        {board === null ? (
          <Alert variant="danger" role="alert">
            {M.boardFailed}
          </Alert>
        ) : empty ? (
          <p className="lead text-body-secondary">{M.noBoard}</p>
        ) : (
          <>
            {board.editorInChief && (
              <section className="mb-5" aria-labelledby="eic-heading">
                <h2 id="eic-heading" className="h3 mb-3">
                  Editor-in-Chief
                </h2>
                <Row>
                  <Col md={8} lg={6}>
                    <MemberCard member={board.editorInChief}>
                      <Link to="/editor-in-chief" className="btn btn-outline-primary btn-sm align-self-start mt-3">
                        View profile
                      </Link>
                    </MemberCard>
                  </Col>
                </Row>
              </section>
            )}
            {board.associateEditors.length > 0 && (
              <section className="mb-5" aria-labelledby="associate-heading">
                <h2 id="associate-heading" className="h3 mb-3">
                  Associate Editors
                </h2>
                <MemberGrid members={board.associateEditors} />
              </section>
            )}
            {board.editorialBoard.length > 0 && (
              <section className="mb-5" aria-labelledby="board-heading">
                <h2 id="board-heading" className="h3 mb-3">
                  Board Members
                </h2>
                <MemberGrid members={board.editorialBoard} />
              </section>
            )}
          </>
        )}
        <section className="mt-4" aria-labelledby="policy-heading">
          <h2 id="policy-heading" className="h3 mb-3">
            Editorial Policies
          </h2>
          <ul>
            <li>
              <strong>Double-blind peer review:</strong> reviewers do not know the authors&apos; identities, and authors do not know the reviewers&apos;.
            </li>
            <li>
              <strong>At least {MIN_REVIEWERS === 2 ? 'two' : MIN_REVIEWERS} reviewers:</strong> every manuscript sent for review is assessed by at least {MIN_REVIEWERS === 2 ? 'two' : MIN_REVIEWERS} independent experts before the
              Editor-in-Chief decides.
            </li>
            <li>
              <strong>Publication ethics:</strong> the journal follows the guidelines of the Committee on Publication Ethics (COPE) for authors, reviewers and editors. See <Link to="/ethics">Publication Ethics</Link>.
            </li>
          </ul>
          <p className="mb-0">
            Meet the people who run the journal day to day on the <Link to="/editorial-team">Editorial Team</Link> page.
          </p>
        </section>
      </Container>
    </>
  );
}
