import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { SignedInSummary } from '../../features/dashboard/signed-in-summary';
import { api } from '../../lib/api';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/editor-dashboard';
import { PageHero } from '../../components/layout/page-hero';
import { formatCount } from '../../lib/format';

export const meta = () => [{ title: pageTitle('Editor Dashboard') }];

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/editor-dashboard');
  return null;
}

export default function EditorDashboard() {
  const [reviewers, setReviewers] = useState<number | null>(null);
  useEffect(() => {
    api<unknown[]>('/editor/reviewers')
      .then((list) => setReviewers(list.length))
      .catch(() => setReviewers(null));
  }, []);
  return (
    <>
      <PageHero eyebrow="Staff" title="Editor Dashboard" />
      <Container className="py-5">
        <SignedInSummary />
        <p>The submissions queue, reviewer assignment and decisions will be managed here.</p>
        {reviewers !== null && <p data-testid="reviewer-count">Reviewers available for assignment: {formatCount(reviewers)}</p>}
      </Container>
    </>
  );
}
