import '../../components/tables/reflow-table.css';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import {
  COUNTER_ITEM_METRICS,
  counterReportFileName,
  USAGE_METRIC_LABELS,
  usageQuerySchema,
  usageReportSchema,
  type UsageQuery,
  type UsageReport,
} from '../../../contract/usage/usage.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import type { Notice } from '../../components/feedback/notice-toast';
import { getJson, orNull } from '../../lib/api-data';
import { downloadWithToken } from '../../lib/authorized-download';
import { formatCount } from '../../lib/format';
import { writeSearchParams } from '../../lib/search-params';

const UsageChart = lazy(() => import('./usage-chart'));

export interface UsageTabData {
  /** null: the figures failed to load. */
  report: UsageReport | null;
}

export const USAGE_TEXTS = {
  failed: 'Failed to load data. Please try again.',
  empty: 'No views or downloads were recorded in these months.',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  downloaded: (name: string) => `${name} downloaded.`,
};

const JOURNAL = 'journal';

function UsageView({ data, query, setQuery, loading, onNotice }: { data: UsageTabData; query: UsageQuery; setQuery(change: Partial<UsageQuery>): void; loading: boolean; onNotice(notice: Notice): void }) {
  const { report } = data;
  const [charted, setCharted] = useState(JOURNAL);
  const noun = (report?.by ?? query.by) === 'issue' ? 'issue' : 'article';

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const month = (name: string) => String(form.get(name) ?? '') || undefined;
    setCharted(JOURNAL);
    setQuery({ from: month('from'), to: month('to'), by: form.get('by') === 'issue' ? 'issue' : 'article' });
  }

  function download(kind: 'pr' | 'tr') {
    if (!report) return;
    const name = counterReportFileName(kind, report.from, report.to);
    const address = `/api/admin/usage/${kind}.tsv?${new URLSearchParams({ from: report.from, to: report.to })}`;
    downloadWithToken(address, name).then(
      () => onNotice({ ok: true, text: USAGE_TEXTS.downloaded(kind === 'pr' ? 'The Platform Report (PR)' : 'The Title Report (TR)') }),
      () => onNotice({ ok: false, text: USAGE_TEXTS.downloadFailed }),
    );
  }

  const selected = report?.rows.findIndex((_, index) => `row:${index}` === charted) ?? -1;
  const series = report ? (selected >= 0 ? { label: report.rows[selected]!.label, figures: report.rows[selected]!.months } : { label: 'the whole journal', figures: report.journal }) : null;

  return (
    <div data-testid="usage-tab">
      <h2 className="h4">Usage</h2>
      <p className="text-body-secondary small">
        Views of article pages and downloads of their files, counted on COUNTER Release 5 rules: robots and crawlers left out, a repeat within 30 seconds counted once,
        unique figures once per reader’s session and day.
      </p>
      <Form onSubmit={apply} className="mb-3" aria-label="Usage period">
        <Row className="g-2 align-items-end">
          <Col xs={6} md={3}>
            <Form.Label htmlFor="usage-from">From month</Form.Label>
            <Form.Control id="usage-from" name="from" type="month" defaultValue={report?.from ?? query.from ?? ''} key={`from-${report?.from}`} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="usage-to">To month</Form.Label>
            <Form.Control id="usage-to" name="to" type="month" defaultValue={report?.to ?? query.to ?? ''} key={`to-${report?.to}`} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="usage-by">Figures per</Form.Label>
            <Form.Select id="usage-by" name="by" defaultValue={query.by} key={`by-${query.by}`}>
              <option value="article">Article</option>
              <option value="issue">Issue</option>
            </Form.Select>
          </Col>
          <Col xs={6} md={3}>
            <Button type="submit" variant="primary" className="w-100">
              Show
            </Button>
          </Col>
        </Row>
      </Form>

      {report === null ? (
        <Alert variant="danger">{USAGE_TEXTS.failed}</Alert>
      ) : (
        <div aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined}>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <span className="small text-body-secondary me-1">COUNTER R5 reports, {report.from} to {report.to}:</span>
            <Button variant="outline-primary" size="sm" onClick={() => download('pr')} data-testid="usage-pr">
              Download PR (TSV)
            </Button>
            <Button variant="outline-primary" size="sm" onClick={() => download('tr')} data-testid="usage-tr">
              Download TR (TSV)
            </Button>
          </div>

          <dl className="row small mb-3" data-testid="usage-totals">
            {COUNTER_ITEM_METRICS.map((metric) => (
              <div className="col-6 col-md-3" key={metric}>
                <dt className="fw-normal text-body-secondary">{USAGE_METRIC_LABELS[metric]}</dt>
                <dd className="h5 mb-0">{formatCount(report.total[metric])}</dd>
              </div>
            ))}
          </dl>

          {report.rows.length === 0 ? (
            <div className="text-center border rounded py-5 px-3" data-testid="usage-empty">
              <p className="lead mb-0">{USAGE_TEXTS.empty}</p>
            </div>
          ) : (
            <>
              <Form.Group controlId="usage-chart-of" className="mb-2" style={{ maxWidth: 480 }}>
                <Form.Label>Chart and monthly table of</Form.Label>
                <Form.Select value={charted} onChange={(event) => setCharted(event.target.value)}>
                  <option value={JOURNAL}>The whole journal</option>
                  {report.rows.map((row, index) => (
                    <option key={`${row.id}-${index}`} value={`row:${index}`}>
                      {row.label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              {series && (
                <>
                  <div style={{ height: 280 }} className="mb-3" data-testid="usage-chart">
                    <Suspense fallback={<p className="small text-body-secondary">Loading the chart…</p>}>
                      <UsageChart months={report.months} figures={series.figures} label={series.label} />
                    </Suspense>
                  </div>
                  <Table size="sm" responsive className="reflow-table mb-4" aria-label={`Usage per month: ${series.label}`} data-testid="usage-months">
                    <thead>
                      <tr>
                        <th scope="col">Month</th>
                        {COUNTER_ITEM_METRICS.map((metric) => (
                          <th scope="col" key={metric} className="text-end">
                            {USAGE_METRIC_LABELS[metric]}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {report.months.map((month, index) => (
                        <tr key={month}>
                          <td>{month}</td>
                          {COUNTER_ITEM_METRICS.map((metric) => (
                            <td key={metric} className="text-end" data-label={USAGE_METRIC_LABELS[metric]}>
                              {formatCount(series.figures[index]![metric])}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </>
              )}

              <h3 className="h5">Per {noun}, {report.from} to {report.to}</h3>
              <Table size="sm" responsive className="reflow-table align-middle" aria-label={`Usage per ${noun}`} data-testid="usage-rows">
                <thead>
                  <tr>
                    <th scope="col">{noun === 'issue' ? 'Issue' : 'Article'}</th>
                    {COUNTER_ITEM_METRICS.map((metric) => (
                      <th scope="col" key={metric} className="text-end">
                        {USAGE_METRIC_LABELS[metric]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row, index) => (
                    <tr key={`${row.id}-${index}`} data-testid="usage-row">
                      <td>{noun === 'article' && row.id !== null ? <a href={`/paper/${row.id}`}>{row.label}</a> : row.label}</td>
                      {COUNTER_ITEM_METRICS.map((metric) => (
                        <td key={metric} className="text-end" data-label={USAGE_METRIC_LABELS[metric]}>
                          {formatCount(row.total[metric])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** Decision 0059: usage on COUNTER R5 principles, per article and per issue, and the PR and TR reports. */
export const usageTab = defineAdminTab({
  key: 'usage',
  title: 'Usage',
  query: usageQuerySchema,
  async load(query, signal): Promise<UsageTabData> {
    return { report: await orNull(getJson('/admin/usage', usageReportSchema, { query: writeSearchParams(query, usageQuerySchema), signal }), 'The usage figures') };
  },
  View: ({ data, query, setQuery, loading, onNotice }) => <UsageView data={data} query={query} setQuery={setQuery} loading={loading} onNotice={onNotice} />,
});
