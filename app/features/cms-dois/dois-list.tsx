import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatLongDate } from '../../../contract/format/long-date';
import {
  DOI_LIST_STATE_LABELS,
  DOI_LIST_STATES,
  DOI_RECORD_STATUS_LABELS,
  type DoiIssue,
  type DoiListQuery,
  type DoiPaper,
  type DoiRecordStatus,
} from '../../../contract/scholarly/doi-manager.schema';
import { SCHOLARLY_MESSAGES as M } from '../../../contract/scholarly/scholarly.messages';
import { crossrefIssueXmlPath, crossrefPaperXmlPath, doajIssueJsonPath } from '../../../contract/scholarly/scholarly.schema';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import type { AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { DoiOutcome } from './doi-actions';
import type { CmsDoisData } from './dois-data';
import { downloadExport } from './download-file';

type IntentFields = { intent: string } & Record<string, string>;

const BADGES: Record<DoiRecordStatus, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'info', text: 'dark' },
  success: { bg: 'success' },
  failure: { bg: 'danger' },
  warning: { bg: 'warning', text: 'dark' },
};

const STATE_OPTIONS = DOI_LIST_STATES.map((state) => ({ value: state, label: DOI_LIST_STATE_LABELS[state] }));

const issueLabel = (issue: { volume: number; number: number }) => `Vol. ${issue.volume}, No. ${issue.number}`;

/**
 * The DOI manager (decision 0057): the issues with Deposit, Download XML and DOAJ JSON; the
 * published articles with their DOI, their latest deposit (batch id, when) and Crossref's answer,
 * with Deposit, Download XML and Check result. Without Crossref credentials only the downloads.
 */
export function DoisList({ data, query, setQuery, hrefFor, loading, onNotice }: AdminTabViewProps<DoiListQuery, CmsDoisData>) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const action = useTabAction<IntentFields, DoiOutcome>((outcome) => onNotice(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.message, detail: outcome.detail }));
  const page = data.page;
  const canDeposit = page?.canDeposit ?? false;
  const filtered = query.q !== undefined || query.state !== 'all';

  async function download(key: string, href: string, name: string, what: string) {
    setDownloading(key);
    const result = await downloadExport(`/api${href.replace(/^\/api/, '')}`, name);
    setDownloading(null);
    onNotice(result.ok ? { ok: true, text: `${what} downloaded.` } : { ok: false, text: `${what} could not be downloaded.`, detail: result.detail });
  }

  return (
    <div data-testid="cms-dois">
      {page && !canDeposit && (
        <Alert variant="info" data-testid="dois-manual">
          Crossref deposits are not configured on this server: use <strong>Download XML</strong> and upload the file at Crossref&rsquo;s web deposit form.
        </Alert>
      )}

      <section aria-labelledby="doi-issues-heading" className="mb-4">
        <h3 id="doi-issues-heading" className="h5">
          Issues
        </h3>
        {page === null ? null : page.issues.length === 0 ? (
          <p className="text-body-secondary" data-testid="no-doi-issues">
            No issue holds a published article yet.
          </p>
        ) : (
          <Table responsive hover className="reflow-table align-middle" data-testid="doi-issues-table">
            <caption className="visually-hidden">Issues with published articles, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Issue</th>
                <th scope="col">Articles</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.issues.map((issue: DoiIssue) => (
                <tr key={issue.id} data-testid="doi-issue-row">
                  <td className="fw-semibold">
                    {issueLabel(issue)} ({issue.year}){!issue.isPublished && <Badge bg="secondary" className="ms-2">Draft</Badge>}
                    <span className="d-block small fw-normal text-body-secondary">{issue.title}</span>
                  </td>
                  <td data-label="Articles" className="small">
                    {issue.publishedArticles} published, {issue.articlesWithDoi} with a DOI
                  </td>
                  <td data-label="Actions">
                    <div className="d-flex flex-wrap gap-2">
                      {canDeposit && (
                        <Button size="sm" disabled={action.busy || !issue.isPublished || issue.articlesWithDoi === 0} onClick={() => void action.send({ intent: 'depositIssue', issueId: String(issue.id) })} aria-label={`Deposit ${issueLabel(issue)} with Crossref`}>
                          Deposit
                        </Button>
                      )}
                      <Button size="sm" variant="outline-primary" disabled={downloading !== null} onClick={() => void download(`issue-${issue.id}`, crossrefIssueXmlPath(issue.id), `crossref-issue-${issue.id}.xml`, 'The Crossref XML')} aria-label={`Download XML of ${issueLabel(issue)} for Crossref`}>
                        Download XML
                      </Button>
                      <Button size="sm" variant="outline-secondary" disabled={downloading !== null} onClick={() => void download(`doaj-${issue.id}`, doajIssueJsonPath(issue.id), `doaj-issue-${issue.id}.json`, 'The DOAJ export')} aria-label={`DOAJ JSON of ${issueLabel(issue)}`}>
                        DOAJ JSON
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="doi-articles-heading">
        <h3 id="doi-articles-heading" className="h5">
          Published articles
        </h3>
        <ListSearch id="dois" label="Search published articles" placeholder="Title or DOI" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
          <ListSelect id="dois-state" label="Show" md={4} value={query.state} options={STATE_OPTIONS} onChange={(state) => setQuery({ state, page: 1 })} />
        </ListSearch>
        <ListResults
          page={page}
          failed={M.listFailed}
          noun="articles"
          filtered={filtered}
          empty={{ none: 'No article is published yet.', noMatch: 'No published article matches.', showAll: 'Show all published articles', onShowAll: () => setQuery({ q: undefined, state: 'all', page: 1 }) }}
          testIds={{ empty: 'no-dois', count: 'dois-count' }}
          pages={{ label: 'DOI pages', hrefFor: (n) => hrefFor({ page: n }) }}
        >
          {(list) => (
            <Table {...listTableProps(loading)} data-testid="dois-table">
              <caption className="visually-hidden">Published articles, newest first, with their DOI and Crossref deposit</caption>
              <thead>
                <tr>
                  <th scope="col">Article</th>
                  <th scope="col">DOI</th>
                  <th scope="col">Crossref</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((paper: DoiPaper) => (
                  <tr key={paper.paperId} data-testid="doi-row">
                    <td>
                      <span className="fw-semibold">{paper.title}</span>
                      <span className="d-block small text-body-secondary">
                        {paper.issue ? `${issueLabel(paper.issue)}${paper.issue.isPublished ? '' : ' (draft issue)'}` : 'No issue'}
                        {paper.publishedAt ? `, published ${formatLongDate(paper.publishedAt)}` : ''}
                      </span>
                    </td>
                    <td data-label="DOI" className="text-break">
                      {paper.doi ?? <span className="text-body-secondary">None</span>}
                    </td>
                    <td data-label="Crossref" data-testid="doi-status">
                      {paper.deposit ? (
                        <>
                          <Badge bg={BADGES[paper.deposit.status].bg} text={BADGES[paper.deposit.status].text}>
                            {DOI_RECORD_STATUS_LABELS[paper.deposit.status]}
                          </Badge>
                          <span className="d-block small text-body-secondary">
                            Batch {paper.deposit.batchId}, sent {formatLongDate(paper.deposit.submittedAt)}
                          </span>
                          {paper.deposit.message && <span className="d-block small">{paper.deposit.message}</span>}
                        </>
                      ) : (
                        <span className="small text-body-secondary">{paper.doi ? 'Not deposited from here' : 'Needs a DOI'}</span>
                      )}
                    </td>
                    <td data-label="Actions">
                      {paper.doi && (
                        <div className="d-flex flex-wrap gap-2">
                          {canDeposit && (
                            <Button size="sm" disabled={action.busy} onClick={() => void action.send({ intent: 'depositPaper', paperId: String(paper.paperId) })} aria-label={`Deposit ${paper.doi} with Crossref`}>
                              Deposit
                            </Button>
                          )}
                          {canDeposit && paper.deposit && (
                            <Button size="sm" variant="outline-secondary" disabled={action.busy} onClick={() => void action.send({ intent: 'refreshDeposit', depositId: String(paper.deposit!.depositId) })} aria-label={`Check result for ${paper.doi}`}>
                              Check result
                            </Button>
                          )}
                          <Button size="sm" variant="outline-primary" disabled={downloading !== null} onClick={() => void download(`paper-${paper.paperId}`, crossrefPaperXmlPath(paper.paperId), `crossref-paper-${paper.paperId}.xml`, 'The Crossref XML')} aria-label={`Download XML of ${paper.doi} for Crossref`}>
                            Download XML
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </ListResults>
      </section>
    </div>
  );
}
