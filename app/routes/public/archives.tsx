import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { ISSUE_MESSAGES as M } from '../../../contract/issues/issues.messages';
import { listVolumeGroups } from '../../../core/issues/issues.service';
import { PageHero } from '../../components/layout/page-hero';
import { VolumeList } from '../../features/issues/volume-list';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/archives';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Archives', matches) },
  { name: 'description', content: 'Every published volume and issue of the journal, newest first.' },
];

/** reading-side.md §2 "Archives", server-rendered; a failure shows the issues' load-failure text. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { volumes: await listVolumeGroups(context.ctx), failed: false };
  } catch (error) {
    console.warn('Archives failed to load', error);
    return { volumes: [], failed: true };
  }
}

export default function Archives({ loaderData }: Route.ComponentProps) {
  const { volumes, failed } = loaderData;
  return (
    <>
      <PageHero title="Archives" lead="All published volumes and issues. Choose an issue to see its articles." />
      <Container className="py-5">
        {failed ? (
          <Alert variant="danger" role="alert">
            {M.loadFailed}
          </Alert>
        ) : volumes.length === 0 ? (
          <p className="lead text-body-secondary">{M.noIssuesAvailable}</p>
        ) : (
          <VolumeList volumes={volumes} />
        )}
        <p className="mt-5 mb-0 d-flex flex-wrap gap-3">
          <Link to="/issues" className="btn btn-primary">
            Browse Issues
          </Link>
          <Link to="/search" className="btn btn-outline-primary">
            Search Articles
          </Link>
        </p>
      </Container>
    </>
  );
}
