import '../../features/papers/papers.css';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { PUBLIC_PAPER_STATUS } from '../../../contract/papers/paper-status';
import { parsePaperId } from '../../../contract/papers/papers.schema';
import { isAppError } from '../../../core/errors';
import { getPaperForViewer } from '../../../core/papers/papers.service';
import { DownloadManuscriptButton } from '../../features/papers/download-manuscript-button';
import { KeywordBadges } from '../../features/papers/keyword-badges';
import { paperJsonLd, paperMeta, paperUrls, scriptSafeJson } from '../../features/papers/paper-meta';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { VersionHistory } from '../../features/papers/version-history';
import { formatLongDate } from '../../lib/format';
import { useNonce } from '../../lib/nonce';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/paper';

/**
 * reading-side.md §2 "Paper detail", rendered on the server with its data. The viewer comes
 * from the login cookie (context.ctx.actor); what they may see is decided by the same service
 * and policy as GET /api/papers/{id} (docs/decisions/0007-paper-visibility.md).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parsePaperId(params.id);
  if (id === null) throw data(M.notFound, { status: 404 });
  try {
    const paper = await getPaperForViewer(context.ctx, id);
    return { paper, urls: paperUrls(context.ctx.settings.publicUrl, paper) };
  } catch (error) {
    // A missing paper and one this viewer may not see look the same: a real 404, no title.
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(M.notFound, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: pageTitle(notFound ? 'Paper not found' : 'Paper Details') }, { name: 'robots', content: 'noindex' }];
  }
  return paperMeta(loaderData.paper, loaderData.urls);
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h6 text-uppercase text-body-secondary mb-2">{label}</h2>
      {children}
    </section>
  );
}

/** Optional texts appear only when present (reading-side.md §2). */
function OptionalText({ label, text }: { label: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <Field label={label}>
      <p className="mb-0 paper-abstract">{text}</p>
    </Field>
  );
}

export default function PaperPage({ loaderData }: Route.ComponentProps) {
  const { paper, urls } = loaderData;
  const nonce = useNonce();
  const published = paper.status === PUBLIC_PAPER_STATUS;
  const issueLabel = paper.volume !== null && paper.issue !== null ? `Vol. ${paper.volume}, No. ${paper.issue}${paper.year ? ` (${paper.year})` : ''}` : null;

  return (
    <Container className="py-4 py-lg-5">
      {published && (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(paperJsonLd(paper, urls)) }}
        />
      )}
      <Card className="mb-4" as="article" aria-labelledby="paper-title">
        <Card.Header className="fw-semibold">Paper Details</Card.Header>
        <Card.Body className="p-3 p-md-4">
          <h1 id="paper-title" className="h2 mb-3">
            {paper.title}
          </h1>
          <p className="d-flex flex-wrap align-items-center gap-3 mb-4">
            {paper.access.showStatus && <PaperStatusBadge status={paper.status} />}
            <span>
              Submitted on <span data-testid="submitted-on">{formatLongDate(paper.submissionDate)}</span>
            </span>
          </p>

          {published && (
            <dl className="row paper-facts mb-4" data-testid="publication-facts">
              {paper.publicationDate && (
                <>
                  <dt className="col-sm-3">Published</dt>
                  <dd className="col-sm-9">{formatLongDate(paper.publicationDate)}</dd>
                </>
              )}
              {issueLabel && (
                <>
                  <dt className="col-sm-3">Issue</dt>
                  <dd className="col-sm-9">{paper.issueId !== null ? <Link to={`/issues/${paper.issueId}`}>{issueLabel}</Link> : issueLabel}</dd>
                </>
              )}
              {paper.pages && (
                <>
                  <dt className="col-sm-3">Pages</dt>
                  <dd className="col-sm-9">{paper.pages}</dd>
                </>
              )}
              {paper.doi && (
                <>
                  <dt className="col-sm-3">DOI</dt>
                  <dd className="col-sm-9 text-break">
                    <a href={`https://doi.org/${paper.doi}`}>{paper.doi}</a>
                  </dd>
                </>
              )}
              <dt className="col-sm-3">Downloads</dt>
              <dd className="col-sm-9">{paper.downloadCount}</dd>
              <dt className="col-sm-3">Citations</dt>
              <dd className="col-sm-9">{paper.citations}</dd>
            </dl>
          )}

          <Field label="Abstract">
            <p className="mb-0 paper-abstract">{paper.abstract}</p>
          </Field>

          <Field label="Keywords">{paper.keywords.length ? <KeywordBadges keywords={paper.keywords} label="Keywords" /> : <p className="mb-0">N/A</p>}</Field>

          <Field label="Authors">
            {paper.authors.length === 0 ? (
              <p className="mb-0">{M.noAuthors}</p>
            ) : (
              <ul className="mb-0 ps-3" data-testid="paper-authors">
                {paper.authors.map((author, index) => (
                  <li key={`${index}-${author.name}`}>
                    {author.name} - {author.affiliation}
                    {author.isPrimaryContact && ' (Primary Contact)'}
                  </li>
                ))}
              </ul>
            )}
          </Field>

          <Field label="Category">
            <p className="mb-0">{paper.category || 'N/A'}</p>
          </Field>
          <Field label="Funding Information">
            <p className="mb-0 paper-abstract">{paper.fundingInfo?.trim() || 'N/A'}</p>
          </Field>
          <OptionalText label="Cover Letter" text={paper.coverLetter} />
          <OptionalText label="Ethics Statement" text={paper.ethicsStatement} />
          <OptionalText label="Conflict of Interest" text={paper.conflictOfInterest} />
          <OptionalText label="Acknowledgments" text={paper.acknowledgments} />

          {(paper.access.canSubmitRevision || paper.hasManuscript) && (
            <div className="d-flex flex-wrap gap-2">
              {paper.access.canSubmitRevision && (
                <Link to={`/submit-paper?revision=${paper.id}`} className="btn btn-warning">
                  Submit Revision
                </Link>
              )}
              {paper.hasManuscript && <DownloadManuscriptButton paperId={paper.id} fileName={paper.manuscriptFileName} />}
            </div>
          )}
        </Card.Body>
      </Card>

      {paper.reviewComments.length > 0 && (
        <Card className="mb-4" as="section" aria-labelledby="review-comments-heading" data-testid="review-comments">
          <Card.Header>
            <h2 id="review-comments-heading" className="h5 mb-0">
              Review Comments
            </h2>
          </Card.Header>
          <Card.Body className="p-3 p-md-4">
            {paper.reviewComments.map((review, index) => (
              <article key={index} className={index > 0 ? 'border-top pt-3 mt-3' : undefined}>
                <h3 className="h6 mb-1">{review.reviewer || 'Reviewer'}</h3>
                <p className="small text-body-secondary mb-2">{formatLongDate(review.date)}</p>
                <p className="mb-0 paper-abstract">{review.comments}</p>
              </article>
            ))}
          </Card.Body>
        </Card>
      )}

      {/* Authors and staff only; empty for everyone else, and until the server fills it. */}
      <VersionHistory paperId={paper.id} versions={paper.versions} />

      <p className="d-flex flex-wrap gap-2">
        <Link to="/search" className="btn btn-outline-primary">
          Back to Search
        </Link>
        {paper.access.showDashboardLink && (
          <Link to="/dashboard" className="btn btn-outline-primary">
            My Dashboard
          </Link>
        )}
      </p>
    </Container>
  );
}

/** reading-side.md §8: a missing paper, or a failure with the spec's message and the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container className="py-5 page-narrow">
        <h1 className="mb-3">Paper not found</h1>
        <p className="lead" data-testid="paper-not-found">
          {M.notFound}
        </p>
        <p className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/search" className="btn btn-primary">
            Back to Search
          </Link>
          <Link to="/" className="btn btn-outline-primary">
            Back to Home
          </Link>
        </p>
      </Container>
    );
  }
  return (
    <Container className="py-5 page-narrow">
      <h1 className="mb-3">Paper Details</h1>
      <Alert variant="danger">{M.loadFailed}</Alert>
      <p className="d-flex flex-wrap gap-2">
        <Link to="/dashboard" className="btn btn-outline-primary">
          Back to Dashboard
        </Link>
        <Link to="/search" className="btn btn-outline-primary">
          Back to Search
        </Link>
      </p>
    </Container>
  );
}
