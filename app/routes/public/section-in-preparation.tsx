import Container from 'react-bootstrap/Container';
import { Link, useMatches } from 'react-router';
import { pageTitle, SECTION_TITLES } from '../../lib/section-titles';
import type { Route } from './+types/section-in-preparation';

/** A route whose screen comes in a later issue: its heading and an honest line, never invented data. */
function useSectionTitle(): string {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return SECTION_TITLES[id] ?? 'Journal';
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches[matches.length - 1]?.id ?? '';
  return [{ title: pageTitle(SECTION_TITLES[id] ?? 'Journal') }];
};

export default function SectionInPreparation() {
  const title = useSectionTitle();
  return (
    <Container className="py-5 page-narrow">
      <h1 className="mb-3">{title}</h1>
      <p className="lead">This section is being prepared and will be available soon.</p>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </Container>
  );
}
