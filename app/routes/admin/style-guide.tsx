import type { MetaArgs } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { PAPER_STATUSES } from '../../../contract/papers/paper-status';
import { specialIssueBadgeVariant, specialIssueStatusLabel } from '../../../contract/special-issues/special-issues.schema';
import { PaperStatusBadge } from '../../features/papers/paper-status-badge';
import { PageSection, ResponsiveTable, StaticPage } from '../../features/journal/static-page';
import '../../features/papers/papers.css';
import '../../styles/style-guide.css';
import { formatCount, formatLongDate } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/style-guide';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Style Guide', matches) }, { name: 'robots', content: 'noindex, nofollow' }];

/** Staff only (PAGE_ACCESS): the design system of docs/design-system.md, every component in every state. */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/admin/style-guide');
  return null;
}

const COLOURS: { token: string; name: string; ink: string; note: string }[] = [
  { token: '--jals-green', name: 'Green (primary)', ink: '#fff', note: 'white 7.6:1' },
  { token: '--jals-green-dark', name: 'Green dark', ink: '#fff', note: 'white 10.1:1' },
  { token: '--jals-green-darker', name: 'Green darker (bands)', ink: '#fff', note: 'white 13.2:1' },
  { token: '--jals-gold', name: 'Gold', ink: '#1f2a22', note: 'ink 11.0:1' },
  { token: '--jals-gold-light', name: 'Gold light (on dark)', ink: '#0e321e', note: 'on green-darker 10.6:1' },
  { token: '--jals-cream', name: 'Cream', ink: '#1f2a22', note: 'ink 13.8:1' },
  { token: '--jals-ink', name: 'Ink (body text)', ink: '#fff', note: 'on white 14.9:1' },
  { token: '--jals-muted', name: 'Muted text', ink: '#fff', note: 'on white 7.0:1' },
  { token: '--jals-blue', name: 'Blue (under review)', ink: '#fff', note: 'white 8.2:1' },
  { token: '--jals-red', name: 'Red (danger)', ink: '#fff', note: 'white 7.1:1' },
];

const SPECIAL_ISSUE_STATUSES = ['open', 'closed', 'planning', 'review', 'other'];

export default function StyleGuide() {
  return (
    <StaticPage
      wide
      eyebrow="Staff"
      title="Style Guide"
      lead={<p>The journal’s design system in use: tokens, type, buttons, badges, forms, alerts and tables, each in every state. docs/design-system.md says when to use which.</p>}
    >
      <PageSection id="colours" title="Colours">
        <ul className="sg-swatches">
          {COLOURS.map((colour) => (
            <li key={colour.token} className="sg-swatch">
              <span className="sg-swatch__chip" style={{ background: `var(${colour.token})`, color: colour.ink }}>
                Aa
              </span>
              <span>
                <strong>{colour.name}</strong>
                <br />
                <code>{colour.token}</code> · {colour.note}
              </span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="type" title="Type">
        <p className="sg-serif-sample">
          Source Serif 4 (<code>--jals-font-serif</code>) sets titles and the text of reading pages at a measure of about 68 characters (<code>--jals-measure</code>).
        </p>
        <p className="sg-sans-sample">Inter (<code>--jals-font-sans</code>) sets the interface: navigation, forms, buttons, tables and badges.</p>
        <p className="h2">Heading 2, a section of a page</p>
        <p className="h3">Heading 3</p>
        <p className="h4">Heading 4</p>
        <p>
          Numbers have separators ({formatCount(1234567)} downloads) and dates are in US long format ({formatLongDate('2026-03-15')}).
        </p>
      </PageSection>

      <PageSection id="buttons" title="Buttons">
        <p>One primary action per view; outline for the others; danger only for destructive actions (withdraw, remove). On the dark bands the primary action is gold.</p>
        <div className="sg-row">
          <Button variant="primary">Primary</Button>
          <Button variant="outline-primary">Secondary</Button>
          <Button variant="outline-secondary">Tertiary</Button>
          <Button variant="danger">Withdraw paper</Button>
          <Button variant="outline-danger">Remove author</Button>
        </div>
        <div className="sg-row">
          <Button variant="primary" className="sg-focus-demo">
            Focused
          </Button>
          <Button variant="primary" disabled>
            Disabled
          </Button>
          <Button variant="primary" disabled>
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Saving...
          </Button>
          <Button variant="outline-primary" size="sm">
            Small
          </Button>
          <Button variant="primary" size="lg">
            Large
          </Button>
        </div>
        <div className="sg-dark-band jals-surface-dark">
          <Button variant="warning">Submit Your Research</Button>
          <Button variant="outline-light">Explore Publications</Button>
          <Button variant="outline-light" className="sg-focus-demo">
            Focused on dark
          </Button>
        </div>
      </PageSection>

      <PageSection id="badges" title="Status badges">
        <p>Paper statuses (acting-side.md §4), in the theme’s tones:</p>
        <div className="sg-row">
          {[...PAPER_STATUSES, 'ARCHIVED'].map((status) => (
            <PaperStatusBadge key={status} status={status} />
          ))}
        </div>
        <p>Special issues (reading-side.md §4):</p>
        <div className="sg-row">
          {SPECIAL_ISSUE_STATUSES.map((status) => (
            <Badge key={status} bg={specialIssueBadgeVariant(status)}>
              {specialIssueStatusLabel(status)}
            </Badge>
          ))}
        </div>
        <p>Labels and tags:</p>
        <div className="sg-row">
          <Badge bg="light" className="border">
            Call for Papers
          </Badge>
          <span className="badge rounded-pill text-bg-light border">#agronomy</span>
        </div>
      </PageSection>

      <PageSection id="forms" title="Forms">
        <Form noValidate className="sg-form">
          <Form.Group className="mb-3" controlId="sg-title">
            <Form.Label>Title</Form.Label>
            <Form.Control defaultValue="Soil carbon under cover crops" aria-describedby="sg-title-help" />
            <Form.Text id="sg-title-help">Help text sits under its field.</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="sg-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" defaultValue="not-an-email" isInvalid aria-describedby="sg-email-error" />
            <Form.Control.Feedback type="invalid" id="sg-email-error">
              Please enter a valid email address.
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="sg-category">
            <Form.Label>Category</Form.Label>
            <Form.Select defaultValue="agronomy">
              <option value="agronomy">Agronomy</option>
              <option value="soil">Soil Science</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="sg-disabled">
            <Form.Label>Disabled</Form.Label>
            <Form.Control disabled defaultValue="Cannot be changed" />
          </Form.Group>
          <Form.Check type="checkbox" id="sg-check" label="I confirm the manuscript is original" defaultChecked />
          <Form.Check type="radio" id="sg-radio-a" name="sg-radio" label="Standard review" defaultChecked />
          <Form.Check type="radio" id="sg-radio-b" name="sg-radio" label="Expedited review" />
        </Form>
      </PageSection>

      <PageSection id="alerts" title="Alerts and states">
        <Alert variant="success">Your paper was submitted.</Alert>
        <Alert variant="info">Revisions are due within 30 days.</Alert>
        <Alert variant="warning">Access is restricted to authorised journal staff.</Alert>
        <Alert variant="danger">Failed to load data. Please try again.</Alert>
        <div role="status" className="mb-3">
          <Spinner animation="border" size="sm" /> Loading papers...
        </div>
        <p className="text-body-secondary">No papers match your search. (Empty states are plain muted text.)</p>
      </PageSection>

      <PageSection id="cards" title="Cards">
        <div className="sg-cards">
          <Card>
            <Card.Body>
              <h3 className="h5">A card</h3>
              <p className="mb-0">Cards group one item: a paper, an announcement, a person.</p>
            </Card.Body>
          </Card>
          <Card className="jp-fact-card">
            <Card.Body>
              <h3 className="h5">A fact card</h3>
              <p className="mb-0">On cream, for key figures.</p>
            </Card.Body>
          </Card>
        </div>
      </PageSection>

      <PageSection id="tables" title="Tables">
        <ResponsiveTable id="sg-fees" caption="Tables scroll inside their region on phones; cells wrap, words are never clipped">
          <thead>
            <tr>
              <th scope="col">Article type</th>
              <th scope="col">Maximum words</th>
              <th scope="col">Standard fee</th>
              <th scope="col">Reduced fee</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Original Research</th>
              <td>{formatCount(8000)}</td>
              <td>$200</td>
              <td>$100</td>
            </tr>
            <tr>
              <th scope="row">Technical Note</th>
              <td>{formatCount(3000)}</td>
              <td>$65</td>
              <td>$25</td>
            </tr>
          </tbody>
        </ResponsiveTable>
      </PageSection>
    </StaticPage>
  );
}
