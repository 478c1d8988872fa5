import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useFetcher, useSearchParams } from 'react-router';
import { ORCID_OUTCOME_PARAM, orcidOutcomeOf } from '../../../contract/users/orcid-outcome';
import type { MyOrcid } from '../../../contract/users/orcid.schema';
import { OrcidIcon } from '../../components/orcid/orcid-icon';
import { formatLongDate } from '../../lib/format';
import type { OrcidOutcomeOfSave } from './save-orcid';

/**
 * The person's own ORCID iD on /dashboard (issue 16, decision 0060): shown with the ORCID iD mark
 * and linked to their ORCID record, typed here (checked by the server with the submission form's
 * rule), or confirmed through ORCID's sign-in when the journal is registered with ORCID. New
 * submissions name the person with it.
 */
export function OrcidCard({ data }: { data: MyOrcid | null }) {
  const fetcher = useFetcher<OrcidOutcomeOfSave>();
  const [params] = useSearchParams();
  const [connectError, setConnectError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  if (data === null) return <Alert variant="danger">Your ORCID iD could not be loaded. Please refresh the page.</Alert>;
  const returned = orcidOutcomeOf(params.get(ORCID_OUTCOME_PARAM));
  const outcome = fetcher.data;
  const fieldError = outcome?.fieldError;

  async function connect() {
    setConnecting(true);
    setConnectError(null);
    const { connectOrcid } = await import('./save-orcid');
    const problem = await connectOrcid();
    if (problem) {
      setConnectError(problem);
      setConnecting(false);
    }
  }

  return (
    <Card className="mb-4" as="section" id="orcid" aria-labelledby="orcid-heading" data-testid="orcid-card">
      <Card.Body>
        <h2 id="orcid-heading" className="h5 mb-3">
          ORCID iD
        </h2>
        <div role="status">
          {returned && <Alert variant={returned.ok ? 'success' : 'danger'}>{returned.message}</Alert>}
          {outcome?.ok && <Alert variant="success">{outcome.message}</Alert>}
          {outcome && !outcome.ok && !fieldError && <Alert variant="danger">{outcome.message}</Alert>}
          {connectError && <Alert variant="danger">{connectError}</Alert>}
        </div>
        {data.orcid ? (
          <p className="d-flex flex-wrap align-items-center gap-2" data-testid="my-orcid">
            <OrcidIcon size={20} />
            <a href={`https://orcid.org/${data.orcid}`}>https://orcid.org/{data.orcid}</a>
            {data.authenticatedAt ? (
              <span className="text-body-secondary small">confirmed by ORCID on {formatLongDate(data.authenticatedAt)}</span>
            ) : (
              <span className="text-body-secondary small">entered by you</span>
            )}
          </p>
        ) : (
          <p className="text-body-secondary">Add your ORCID iD: new submissions will name you with it, and it travels with your articles to Crossref and indexes.</p>
        )}
        <fetcher.Form method="post" className="row g-2 align-items-start" noValidate>
          <input type="hidden" name="intent" value="saveOrcid" />
          <div className="col-sm-7 col-lg-5">
            <Form.Label htmlFor="orcid-input" className="visually-hidden">
              ORCID iD
            </Form.Label>
            <Form.Control
              id="orcid-input"
              name="orcid"
              defaultValue={data.orcid ?? ''}
              placeholder="0000-0002-1825-0097"
              autoComplete="off"
              isInvalid={Boolean(fieldError)}
              aria-describedby={fieldError ? 'orcid-input-error' : undefined}
            />
            {fieldError && (
              <Form.Control.Feedback type="invalid" id="orcid-input-error">
                {fieldError}
              </Form.Control.Feedback>
            )}
          </div>
          <div className="col-auto d-flex flex-wrap gap-2">
            <Button type="submit" variant="outline-primary" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Saving...' : 'Save ORCID iD'}
            </Button>
            {data.canConnect && (
              <Button type="button" variant="primary" onClick={connect} disabled={connecting} data-testid="orcid-connect">
                {connecting ? 'Opening ORCID...' : 'Connect your ORCID iD'}
              </Button>
            )}
          </div>
        </fetcher.Form>
      </Card.Body>
    </Card>
  );
}
