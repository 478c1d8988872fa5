import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useJournalFacts } from '../../lib/journal-facts';
import { getCurrentIssue } from '../../../core/issues/issues.service';
import { listPublishedPapers } from '../../../core/papers/papers.service';
import { getHomeMetrics } from '../../../core/settings/settings.service';
import { getHomeReach } from '../../../core/usage/usage.service';
import { PageHero } from '../../components/layout/page-hero';
import { CurrentIssueHighlight } from '../../features/home/current-issue-highlight';
import { ImpactCounters, reachCounters, settingCounters } from '../../features/home/impact-counters';
import { LatestPublications } from '../../features/home/latest-publications';
import { WhyPublish } from '../../features/home/why-publish';
import type { Route } from './+types/home';
import { isDatabaseUnavailable } from '../../../db/unavailable';

/** reading-side.md §9: at most 3 recent papers. */
const LATEST_PAPERS = 3;
export const HOME_LOAD_FAILED = 'Failed to load journal data. Please try again later.';

/** Rendered on the server with its data; a failure shows the spec's message, never sample data. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const [papers, metrics, currentIssue] = await Promise.all([
      listPublishedPapers(context.ctx, { limit: LATEST_PAPERS }),
      getHomeMetrics(context.ctx),
      getCurrentIssue(context.ctx),
    ]);
    // Figures the journal set win (decision 0008); without them, its own counts (decision 0059).
    const counters = metrics ? settingCounters(metrics) : reachCounters(await getHomeReach(context.ctx));
    return { failed: false as const, papers, counters, currentIssue };
  } catch (error) {
    // The database out of reach is the site's 'temporarily unavailable' 503 (decision 0069), not a home page without its data.
    if (isDatabaseUnavailable(error)) throw error;
    console.warn('Home data failed to load', error);
    return { failed: true as const, papers: [], counters: null, currentIssue: null };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { failed, papers, counters, currentIssue } = loaderData;
  const { name, publisher } = useJournalFacts().identity;
  return (
    <>
      <PageHero
        size="feature"
        title={name}
        lead={<p>Open-access, double-blind peer-reviewed research in agriculture and the life sciences, published quarterly by the {publisher} since 2015.</p>}
      >
        <div className="d-flex flex-wrap gap-3">
          <Link to="/submit-paper" className="btn btn-warning btn-lg">
            Submit Your Research
          </Link>
          <Link to="/issues" className="btn btn-outline-light btn-lg">
            Explore Publications
          </Link>
        </div>
      </PageHero>
      <Container>
        <WhyPublish />
        {failed ? (
          <Alert variant="danger" className="my-4" role="alert">
            {HOME_LOAD_FAILED}
          </Alert>
        ) : (
          <LatestPublications papers={papers} />
        )}
      </Container>
      {counters && <ImpactCounters counters={counters} />}
      {!failed && (
        <Container className="py-5">
          <CurrentIssueHighlight issue={currentIssue} />
        </Container>
      )}
      <section className="home-cta py-5" aria-labelledby="cta-heading">
        <Container className="text-center">
          <h2 id="cta-heading">Ready to share your research?</h2>
          <p className="lead">Submit your manuscript for double-blind peer review, or read the guide for authors first.</p>
          <div className="d-flex flex-wrap justify-content-center gap-3">
            <Link to="/submit-paper" className="btn btn-warning btn-lg">
              Submit Your Paper
            </Link>
            <Link to="/author-guidelines" className="btn btn-outline-light btn-lg">
              Author Guidelines
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
