import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { EDITORIAL_MESSAGES as M } from '../../../contract/editorial/editorial.messages';
import { requireEditorInChief } from '../../../core/editorial/editorial.service';
import { PageHero } from '../../components/layout/page-hero';
import { ProfileList } from '../../features/editorial/profile-list';
import { ProfileLayout } from '../../features/editorial/profile-page';
import { loadProfile } from '../../lib/load-profile.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/editor-in-chief';

export function loader({ context }: Route.LoaderArgs) {
  return loadProfile(() => requireEditorInChief(context.ctx), "The Editor-in-Chief's profile");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle('Editor-in-Chief', matches) },
  { name: 'description', content: loaderData?.kind === 'found' ? `${loaderData.profile.name}, Editor-in-Chief: biography, research interests and editorial message.` : 'The Editor-in-Chief of the journal.' },
];

/**
 * reading-side.md §2 "Editor-in-Chief profile": contact, biography, qualifications, research
 * interests, achievements, editorial message, from the record; never the original's sample.
 */
export default function EditorInChief({ loaderData }: Route.ComponentProps) {
  const state = loaderData;
  const profile = state.kind === 'found' ? state.profile : null;
  return (
    <>
      <PageHero title="Editor-in-Chief" lead={profile ? `${profile.name} · ${profile.title}` : undefined} />
      <Container className="py-5">
        {state.kind === 'failed' && (
          <Alert variant="danger" role="alert">
            {M.chiefFailed}
          </Alert>
        )}
        {state.kind === 'none' && <p className="lead text-body-secondary">{M.noChief}</p>}
        {profile && (
          <ProfileLayout profile={profile}>
            <section className="mb-4" aria-labelledby="biography-heading">
              <h2 id="biography-heading" className="h4">
                Biography
              </h2>
              <p className="mb-0">{profile.biography || 'N/A'}</p>
            </section>
            <ProfileList id="qualifications" title="Qualifications" items={profile.qualifications} />
            <ProfileList id="interests" title="Research Interests" items={profile.researchInterests} />
            <ProfileList id="achievements" title="Achievements" items={profile.achievements} />
            {profile.editorialMessage && (
              <section className="editor-profile__message rounded p-4 mb-4" aria-labelledby="message-heading">
                <h2 id="message-heading" className="h4">
                  Editorial Message
                </h2>
                <p className="mb-2">{profile.editorialMessage}</p>
                <p className="mb-0 fst-italic">{profile.name}</p>
              </section>
            )}
          </ProfileLayout>
        )}
        <p className="mt-4 mb-0 d-flex flex-wrap gap-3">
          <Link to="/editorial-board" className="btn btn-outline-primary">
            View the Editorial Board
          </Link>
          <Link to="/editorial-team" className="btn btn-link">
            Editorial Team
          </Link>
        </p>
      </Container>
    </>
  );
}
