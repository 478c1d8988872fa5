import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { data, Link } from 'react-router';
import { parseRowId } from '../../../contract/http/ids';
import { issueCitationLabel, ISSUE_MESSAGES as M } from '../../../contract/issues/issues.messages';
import type { Issue, IssueDetail } from '../../../contract/issues/issues.schema';
import { isAppError } from '../../../core/errors';
import { listIssues, requireIssue, requireIssueByNumber } from '../../../core/issues/issues.service';
import { PageHero } from '../../components/layout/page-hero';
import { IssueDetails } from '../../features/issues/issue-details';
import { issueImageMeta, issueJsonLd } from '../../features/issues/issue-meta';
import { IssueNav } from '../../features/issues/issue-nav';
import { JOURNAL_CARD_PATH, scriptSafeJson } from '../../features/papers/paper-meta';
import { journalIdentityOf, useJournalFacts } from '../../lib/journal-facts';
import { useNonce } from '../../lib/nonce';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/issues';

/**
 * reading-side.md §2 "Journal issues browser": /issues (latest issue), /issues/{id},
 * /issues/current and /issues/{volume}/{number} (the static pages' links, e.g. /issues/8/2).
 * Server-rendered with its data; an id that names no published issue is a real 404.
 */
const notFound = () => data(M.notFound, { status: 404 });

type Selector = { kind: 'latest' } | { kind: 'id'; id: number } | { kind: 'number'; volume: number; number: number };

function selectorOf(params: Record<string, string | undefined>): Selector {
  if (params.volume !== undefined || params.number !== undefined) {
    const volume = parseRowId(params.volume);
    const number = parseRowId(params.number);
    if (volume === null || number === null) throw notFound();
    return { kind: 'number', volume, number };
  }
  if (params.id !== undefined) {
    const id = parseRowId(params.id);
    if (id === null) throw notFound();
    return { kind: 'id', id };
  }
  return { kind: 'latest' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const selector = selectorOf(params);
  let issues: Issue[] | null = null;
  try {
    issues = await listIssues(ctx);
  } catch (error) {
    console.warn('Issues failed to load', error);
  }

  let selected: IssueDetail | null = null;
  let detailFailed = false;
  try {
    if (selector.kind === 'id') selected = await requireIssue(ctx, selector.id);
    else if (selector.kind === 'number') selected = await requireIssueByNumber(ctx, selector.volume, selector.number);
    else if (issues?.[0]) selected = await requireIssue(ctx, issues[0].id);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw notFound();
    console.warn('Issue details failed to load', error);
    detailFailed = true;
  }
  const canonical = selected ? `${ctx.settings.publicUrl.replace(/\/+$/, '')}/issues/${selected.id}` : null;
  return { issues, selected, detailFailed, canonical, publicUrl: ctx.settings.publicUrl, current: selector.kind === 'latest' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const selected = loaderData?.selected;
  if (!selected) return [{ title: pageTitle('Journal Issues', matches) }];
  const description = selected.description || `${selected.title}: ${selected.papers.length} articles.`;
  return [
    { title: pageTitle(issueCitationLabel(selected), matches) },
    { name: 'description', content: description },
    ...(loaderData.canonical ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }, { property: 'og:url', content: loaderData.canonical }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: journalIdentityOf(matches).name },
    { property: 'og:title', content: `${issueCitationLabel(selected)}: ${selected.title}` },
    { property: 'og:description', content: description },
    ...issueImageMeta(selected, loaderData.publicUrl, JOURNAL_CARD_PATH),
  ];
};

export default function Issues({ loaderData }: Route.ComponentProps) {
  const { issues, selected, detailFailed, publicUrl } = loaderData;
  const nonce = useNonce();
  const journal = useJournalFacts().identity;
  return (
    <>
      {selected && (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(issueJsonLd(selected, publicUrl, journal)) }}
        />
      )}
      <PageHero title="Journal Issues" lead="Browse the published issues of the journal and read every article free of charge." />
      <Container className="py-5">
        {issues === null && !selected ? (
          <Alert variant="danger" role="alert">
            {M.loadFailed}
          </Alert>
        ) : (
          <Row className="g-4">
            {issues !== null && (
              <Col lg={4} xl={3}>
                <IssueNav issues={issues} selectedId={selected?.id ?? null} />
              </Col>
            )}
            <Col lg={issues !== null ? 8 : 12} xl={issues !== null ? 9 : 12}>
              {detailFailed ? (
                <Alert variant="danger" role="alert">
                  {M.detailFailed}
                </Alert>
              ) : selected ? (
                <IssueDetails issue={selected} publicUrl={publicUrl} />
              ) : (
                <p className="lead text-body-secondary">{M.noIssuesCurrently}</p>
              )}
            </Col>
          </Row>
        )}
        <p className="mt-5 mb-0 d-flex flex-wrap gap-3">
          <Link to="/" className="btn btn-outline-primary">
            Back to Home
          </Link>
          <Link to="/archives" className="btn btn-link">
            Browse the Archives
          </Link>
        </p>
      </Container>
    </>
  );
}
