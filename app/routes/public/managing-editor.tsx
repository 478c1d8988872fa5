import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { EDITORIAL_MESSAGES as M } from '../../../contract/editorial/editorial.messages';
import { requireManagingEditor } from '../../../core/editorial/editorial.service';
import { PageHero } from '../../components/layout/page-hero';
import { ProfileList } from '../../features/editorial/profile-list';
import { ProfileLayout } from '../../features/editorial/profile-page';
import { loadProfile } from '../../lib/load-profile.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/managing-editor';

export function loader({ context }: Route.LoaderArgs) {
  return loadProfile(() => requireManagingEditor(context.ctx), "The Managing Editor's profile");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle('Managing Editor', matches) },
  { name: 'description', content: loaderData?.kind === 'found' ? `${loaderData.profile.name}, Managing Editor: responsibilities, services and office hours.` : 'The Managing Editor of the journal.' },
];

/**
 * reading-side.md §2 "Managing editor profile": name, title, position, department, institution,
 * email, phone, biography, qualifications, responsibilities, expertise, achievements, services,
 * office hours, from the record; never the original's sample content.
 */
export default function ManagingEditor({ loaderData }: Route.ComponentProps) {
  const state = loaderData;
  const profile = state.kind === 'found' ? state.profile : null;
  return (
    <>
      <PageHero title="Managing Editor" lead={profile ? `${profile.name} · ${profile.title}` : undefined} />
      <Container className="py-5">
        {state.kind === 'failed' && (
          <Alert variant="danger" role="alert">
            {M.managingFailed}
          </Alert>
        )}
        {state.kind === 'none' && <p className="lead text-body-secondary">{M.noManagingEditor}</p>}
        {profile && (
          <ProfileLayout
            profile={profile}
            aside={
              profile.officeHours && (
                <Card className="mt-4">
                  <Card.Body>
                    <h2 className="h5">Office Hours</h2>
                    <p className="mb-0">{profile.officeHours}</p>
                  </Card.Body>
                </Card>
              )
            }
          >
            <section className="mb-4" aria-labelledby="biography-heading">
              <h2 id="biography-heading" className="h4">
                Biography
              </h2>
              <p className="mb-0">{profile.biography || 'N/A'}</p>
            </section>
            <ProfileList id="qualifications" title="Qualifications" items={profile.qualifications} />
            <ProfileList id="responsibilities" title="Responsibilities" items={profile.responsibilities} />
            <ProfileList id="expertise" title="Expertise" items={profile.expertise} />
            <ProfileList id="achievements" title="Achievements" items={profile.achievements} />
            <ProfileList id="services" title="Services to Authors and Reviewers" items={profile.services} />
          </ProfileLayout>
        )}
        <p className="mt-4 mb-0 d-flex flex-wrap gap-3">
          <Link to="/editorial-team" className="btn btn-outline-primary">
            View the Editorial Team
          </Link>
          <Link to="/contact" className="btn btn-link">
            Contact Us
          </Link>
        </p>
      </Container>
    </>
  );
}
