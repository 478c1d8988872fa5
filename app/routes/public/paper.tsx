import '../../features/papers/papers.css';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LICENCE } from '../../../contract/journal/identity';
import { requireArticleType } from '../../../contract/journal/manuscripts';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { PUBLIC_PAPER_STATUS } from '../../../contract/papers/paper-status';
import { parsePaperId } from '../../../contract/papers/papers.schema';
import { isAppError } from '../../../core/errors';
import { getPaperForViewer } from '../../../core/papers/papers.service';
import { apaReference } from '../../features/papers/apa-citation';
import { CiteButton } from '../../features/citations/cite-button';
import { StaffAppeals } from '../../features/papers/appeal-records';
import { AppealSection } from '../../features/papers/appeal-section';
import { ArticleAuthors } from '../../features/papers/article-authors';
import { DecisionLetters } from '../../features/papers/decision-letters';
import { DownloadManuscriptButton } from '../../features/papers/download-manuscript-button';
import { EditorialPanel } from '../../features/papers/editorial-panel';
import type { AppealOutcome } from '../../features/papers/file-appeal';
import type { RatingOutcome } from '../../features/papers/rate-review';
import type { CancelOutcome } from '../../features/papers/cancel-review';
import { AnnotatedFileLink } from '../../features/papers/annotated-file-link';
import { HowToCite } from '../../features/papers/how-to-cite';
import { KeywordBadges } from '../../features/papers/keyword-badges';
import { paperJsonLd, paperMeta, paperUrls, scriptSafeJson } from '../../features/papers/paper-meta';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { PaperTimeline } from '../../features/papers/paper-timeline';
import { SectionCard } from '../../features/papers/section-card';
import { workflowView, WORKFLOW_TEXTS } from '../../features/papers/paper-workflow-view';
import { backToSearchHref } from '../../features/papers/back-to-search.server';
import { SEARCH_ORIGIN_PARAM } from '../../features/papers/search-origin';
import { VersionHistory } from '../../features/papers/version-history';
import { formatLongDate, formatPageRange } from '../../lib/format';
import { journalIdentityOf, useJournalFacts } from '../../lib/journal-facts';
import { useNonce } from '../../lib/nonce';
import { pageTitle } from '../../lib/section-titles';
import { UNAVAILABLE_PAGE } from '../../../contract/http/availability';
import type { Route } from './+types/paper';
import { isUnavailable, UnavailablePage } from '../../components/feedback/unavailable-page';
/**
 * reading-side.md §2 "Paper detail", rendered on the server with its data. The viewer comes
 * from the login cookie (context.ctx.actor); what they may see is decided by the same service
 * and policy as GET /api/papers/{id} (docs/decisions/0007-paper-visibility.md).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parsePaperId(params.id);
  if (id === null) throw data(M.notFound, { status: 404 });
  try {
    const paper = await getPaperForViewer(context.ctx, id);
    const backToSearch = backToSearchHref(new URL(request.url).searchParams.get(SEARCH_ORIGIN_PARAM));
    return { paper, urls: paperUrls(context.ctx.settings.publicUrl, paper), backToSearch };
  } catch (error) {
    // A missing paper and one this viewer may not see look the same: a real 404, no title.
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(M.notFound, { status: 404 });
    throw error;
  }
}

/**
 * The owner's appeal (decision 0034), sent with the bearer token through the typed data layer
 * (decision 0036); React Router then runs the loader again, so the page shows the appeal as the
 * server now holds it. The sending code loads only now: readers never need it (decision 0032).
 * The id was checked by the loader before the form could be shown; the API checks it again.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<AppealOutcome | RatingOutcome | CancelOutcome> {
  const form = await request.formData();
  // The editors' rating of a review (decision 0041), from the editorial panel.
  if (form.get('intent') === 'rate') return (await import('../../features/papers/rate-review')).rateReview(form);
  // An editor cancels a reviewer's invitation or assignment (issue 14), from the editorial panel.
  if (form.get('intent') === 'cancelReview') return (await import('../../features/papers/cancel-review')).cancelReview(form);
  const { fileAppeal } = await import('../../features/papers/file-appeal');
  return fileAppeal(Number(params.id), form);
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData || error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = isUnavailable(error) ? UNAVAILABLE_PAGE.heading : notFound ? 'Paper not found' : 'Paper Details';
    return [{ title: pageTitle(title, matches) }, { name: 'robots', content: 'noindex' }];
  }
  return paperMeta(loaderData.paper, loaderData.urls, journalIdentityOf(matches));
};

function Section({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <section className="article-section" aria-labelledby={id}>
      <h2 id={id} className="article-section__heading">
        {label}
      </h2>
      {children}
    </section>
  );
}

/** A declaration shown only when present (reading-side.md §2; decision 0031). */
function Declaration({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <div className="article-declaration">
      <h3 className="article-declaration__heading">{label}</h3>
      <p className="article-text mb-0">{text}</p>
    </div>
  );
}

const count = (value: number) => value.toLocaleString('en-US');
const hasText = (text: string | null | undefined) => Boolean(text?.trim());

/**
 * The article page (decision 0031): title, byline and publication facts; Download PDF and How
 * to cite beside it on wide screens (sticky) and right after the byline on a phone; abstract,
 * keywords and the article information; then what only authors and editors see.
 */
export default function PaperPage({ loaderData }: Route.ComponentProps) {
  const { paper, urls, backToSearch } = loaderData;
  const nonce = useNonce();
  const journal = useJournalFacts();
  const published = paper.status === PUBLIC_PAPER_STATUS;
  // reading-side.md §2 shows category and funding as N/A when empty: only in the private view of
  // an unpublished paper (its authors and editors); readers of a published paper never see N/A.
  const privateView = !published;
  const isPdf = paper.manuscriptFileName?.endsWith('.pdf') ?? false;
  const issueLabel = paper.volume !== null && paper.issue !== null ? `Volume ${paper.volume}, Issue ${paper.issue}${paper.year ? ` (${paper.year})` : ''}` : null;
  const pages = formatPageRange(paper.pages);
  const view = workflowView(paper);
  // A reviewer's anonymised view (decision 0035) names no author and offers no file or citation;
  // the server sends none of them, and the page does not rely on that alone.
  const anonymised = view.reviewerNotice;
  const citation = published && !anonymised ? apaReference(paper, journal.identity.name, urls.page) : null;
  const canDownload = paper.hasManuscript && !anonymised;
  const declarations = !anonymised && (published ? [paper.fundingInfo, paper.conflictOfInterest, paper.acknowledgments, paper.ethicsStatement].some(hasText) : true);
  const hasAside = canDownload || citation !== null;

  return (
    <Container className="py-4 py-lg-5">
      {published && !anonymised && (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(paperJsonLd(paper, urls, journal.identity)) }}
        />
      )}
      <nav className="article-crumbs d-flex flex-wrap gap-3 mb-3" aria-label="Paper links">
        <Link to={backToSearch} className="article-crumbs__link">
          <span aria-hidden="true">← </span>Back to Search
        </Link>
        {paper.access.showDashboardLink && (
          <Link to="/dashboard" className="article-crumbs__link">
            My Dashboard
          </Link>
        )}
      </nav>

      <article className={`article-layout${hasAside ? ' article-layout--aside' : ''}`} aria-labelledby="paper-title">
        <header className="article-head">
          <p className="article-eyebrow d-flex flex-wrap align-items-center gap-2 mb-2">
            {paper.category && <span className="article-eyebrow__type">{paper.category}</span>}
            {paper.access.showStatus && <PaperStatusBadge status={paper.status} />}
          </p>
          <h1 id="paper-title" className="article-title">
            {paper.title}
          </h1>
          {anonymised ? (
            <Alert variant="info" className="mb-0 mt-3" data-testid="reviewer-notice">
              <h2 className="alert-heading h6">{WORKFLOW_TEXTS.reviewerNoticeHeading}</h2>
              <p className="mb-0">{WORKFLOW_TEXTS.reviewerNotice}</p>
            </Alert>
          ) : (
            <ArticleAuthors authors={paper.authors} noAuthorsText={M.noAuthors} />
          )}
        </header>

        {hasAside && (
          <aside className="article-aside" aria-label="Download and citation">
            {canDownload && (
              <DownloadManuscriptButton
                paperId={paper.id}
                fileName={paper.manuscriptFileName}
                label={isPdf ? 'Download PDF' : 'Download Manuscript'}
                className="btn btn-primary btn-lg w-100 article-download"
              />
            )}
            {published && (
              <dl className="article-metrics" aria-label="Article metrics" data-testid="article-metrics">
                <div>
                  <dt>Views</dt>
                  <dd>{count(paper.views)}</dd>
                </div>
                <div>
                  <dt>Downloads</dt>
                  <dd>{count(paper.downloadCount)}</dd>
                </div>
                <div>
                  <dt>Citations</dt>
                  <dd>{count(paper.citations)}</dd>
                </div>
              </dl>
            )}
            {citation && <HowToCite parts={citation} actions={<CiteButton paperId={paper.id} paperTitle={paper.title} />} />}
          </aside>
        )}

        <div className="article-body">
          <section className="article-facts-section" aria-labelledby="paper-details-heading">
            <h2 id="paper-details-heading" className="visually-hidden">
              Paper Details
            </h2>
            <dl className="article-facts" data-testid="publication-facts">
              {published && (
                <div>
                  <dt>Journal</dt>
                  <dd>
                    <i>{journal.identity.name}</i>
                    {issueLabel && (
                      <>
                        {', '}
                        {paper.issueId !== null ? <Link to={`/issues/${paper.issueId}`}>{issueLabel}</Link> : issueLabel}
                      </>
                    )}
                    {pages && `, pages ${pages}`}
                  </dd>
                </div>
              )}
              {paper.doi && (
                <div>
                  <dt>DOI</dt>
                  <dd className="text-break">
                    <a href={`https://doi.org/${paper.doi}`} data-testid="paper-doi">
                      https://doi.org/{paper.doi}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt>{published ? 'Received' : 'Submitted on'}</dt>
                <dd data-testid="submitted-on">{formatLongDate(paper.submissionDate)}</dd>
              </div>
              {published && paper.publicationDate && (
                <div>
                  <dt>Published</dt>
                  <dd>{formatLongDate(paper.publicationDate)}</dd>
                </div>
              )}
              {published && (
                <div>
                  <dt>Licence</dt>
                  <dd>
                    <a href={LICENCE.url} rel="license" data-testid="paper-licence">
                      {LICENCE.shortName}
                    </a>
                  </dd>
                </div>
              )}
              {privateView && (
                <div>
                  <dt>Category</dt>
                  <dd>{paper.category || 'N/A'}</dd>
                </div>
              )}
              <div>
                <dt>Article type</dt>
                <dd data-testid="paper-article-type">{requireArticleType(paper.articleType).name}</dd>
              </div>
              {privateView && paper.licenceAcceptedAt && (
                <div>
                  <dt>Licence consent</dt>
                  <dd data-testid="paper-licence-consent">
                    {LICENCE.shortName}, agreed on {formatLongDate(paper.licenceAcceptedAt)} with the submission checklist
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <Section label="Abstract" id="abstract-heading">
            <p className="article-text article-abstract mb-0">{paper.abstract}</p>
          </Section>

          {(paper.keywords.length > 0 || privateView) && (
            <Section label="Keywords" id="keywords-heading">
              {paper.keywords.length ? <KeywordBadges keywords={paper.keywords} label="Keywords" /> : <p className="mb-0">N/A</p>}
            </Section>
          )}

          {declarations && (
            <Section label="Article information" id="article-information-heading">
              {privateView && !hasText(paper.fundingInfo) ? (
                <Declaration label="Funding Information" text="N/A" />
              ) : (
                <Declaration label="Funding Information" text={paper.fundingInfo} />
              )}
              <Declaration label="Conflict of Interest" text={paper.conflictOfInterest} />
              <Declaration label="Acknowledgments" text={paper.acknowledgments} />
              <Declaration label="Ethics Statement" text={paper.ethicsStatement} />
            </Section>
          )}
        </div>
      </article>

      {/* What only the paper's authors and editors see, after the article (decision 0007). */}
      {(hasText(paper.coverLetter) || paper.access.canSubmitRevision) && (
        <SectionCard id="author-tools-heading" title="For the authors and editors">
          {hasText(paper.coverLetter) && (
            <div className="mb-3">
              <h3 className="h6 text-uppercase text-body-secondary mb-2">Cover Letter</h3>
              <p className="mb-0 article-text">{paper.coverLetter}</p>
            </div>
          )}
          {paper.access.canSubmitRevision && (
            <Link to={`/submit-paper?revision=${paper.id}`} className="btn btn-warning">
              Submit Revision
            </Link>
          )}
        </SectionCard>
      )}

      {/* Staff only (decision 0035): the API sends it empty to others, and the page asks access.isStaff too. */}
      {view.editorial && <EditorialPanel workflow={paper.workflow} />}

      {view.decisionLetters && <DecisionLetters decisions={paper.decisions} />}

      {/* After the letter it answers: the owner's appeal, or where it stands. */}
      {view.appeal && <AppealSection view={view.appeal} deadline={paper.workflow.appealDeadline} appeal={paper.appeals.at(-1)} />}
      {view.staffAppeals && <StaffAppeals appeals={paper.appeals} />}

      {paper.reviewComments.length > 0 && (
        <SectionCard id="review-comments-heading" title="Review Comments" testId="review-comments">
          {paper.reviewComments.map((review, index) => (
            <article key={index} className={index > 0 ? 'border-top pt-3 mt-3' : undefined}>
              <h3 className="h6 mb-1">{review.reviewer || 'Reviewer'}</h3>
              <p className="small text-body-secondary mb-2">{formatLongDate(review.date)}</p>
              <p className="mb-0 article-text">{review.comments}</p>
              {review.annotatedFileUrl && <AnnotatedFileLink url={review.annotatedFileUrl} reviewer={review.reviewer} />}
            </article>
          ))}
        </SectionCard>
      )}

      {view.timeline && <PaperTimeline events={paper.timeline} isStaff={paper.access.isStaff} />}

      {/* Authors and staff only; empty for everyone else, and until the server fills it. */}
      <VersionHistory paperId={paper.id} versions={paper.versions} />
    </Container>
  );
}

/** reading-side.md §8: a missing paper, or a failure with the spec's message and the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnavailable(error)) return <UnavailablePage error={error} />;
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
