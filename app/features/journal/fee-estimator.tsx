import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { estimateCharges, FEE_TIER_LABELS, FEE_TIERS, formatUsd, type FeeTier } from '../../../contract/journal/fees';
import { chargesOf, feeRowOf } from '../../../contract/journal/journal-facts';
import { useJournalFacts } from '../../lib/journal-facts';
import { ARTICLE_TYPES, type ArticleTypeId } from '../../../contract/journal/manuscripts';

const clampCount = (value: string, max: number) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
};

/** Works out an accepted article's invoice from the fee schedule (the same function the journal office uses). */
export function FeeEstimator() {
  const { fees } = useJournalFacts();
  const id = useId();
  const [type, setType] = useState<ArticleTypeId>('original-research');
  const [tier, setTier] = useState<FeeTier>('standard');
  const [pages, setPages] = useState(String(feeRowOf(fees, 'original-research').pageLimit));
  const [colourFigures, setColourFigures] = useState('0');
  const [rushProcessing, setRush] = useState(false);
  const [languageEditing, setLanguage] = useState(false);
  const estimate = estimateCharges({ type, tier, pages: clampCount(pages, 200), colourFigures: clampCount(colourFigures, 50), rushProcessing, languageEditing }, { table: fees.table, charges: chargesOf(fees) });

  return (
    <Card className="jp-fact-card">
      <Card.Body>
        <Form onSubmit={(event) => event.preventDefault()} aria-label="Fee estimate">
          <Row className="g-3">
            <Col md={6}>
              <Form.Group controlId={`${id}-type`}>
                <Form.Label>Article type</Form.Label>
                <Form.Select value={type} onChange={(e) => setType(e.target.value as ArticleTypeId)}>
                  {ARTICLE_TYPES.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId={`${id}-tier`}>
                <Form.Label>Rate</Form.Label>
                <Form.Select value={tier} onChange={(e) => setTier(e.target.value as FeeTier)}>
                  {FEE_TIERS.map((t) => (
                    <option key={t} value={t}>
                      {FEE_TIER_LABELS[t]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId={`${id}-pages`}>
                <Form.Label>Typeset pages</Form.Label>
                <Form.Control type="number" inputMode="numeric" min={1} max={200} value={pages} onChange={(e) => setPages(e.target.value)} aria-describedby={`${id}-pages-hint`} />
                <Form.Text id={`${id}-pages-hint`}>Included: {feeRowOf(fees, type).pageLimit} pages.</Form.Text>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId={`${id}-colour`}>
                <Form.Label>Colour figures</Form.Label>
                <Form.Control type="number" inputMode="numeric" min={0} max={50} value={colourFigures} onChange={(e) => setColourFigures(e.target.value)} />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Check id={`${id}-rush`} type="checkbox" label="Rush processing" checked={rushProcessing} onChange={(e) => setRush(e.target.checked)} />
            </Col>
            <Col sm={6}>
              <Form.Check id={`${id}-language`} type="checkbox" label="Language editing" checked={languageEditing} onChange={(e) => setLanguage(e.target.checked)} />
            </Col>
          </Row>
        </Form>
        <h3 className="h6 mt-4">Estimated invoice</h3>
        <table className="table table-sm mb-0" aria-live="polite">
          <tbody>
            {estimate.lines.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <td className="text-end">{formatUsd(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="text-end fw-bold" data-testid="fee-estimate-total">
                {formatUsd(estimate.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="small text-body-secondary mt-2 mb-0">Before any waiver, and without the payment provider’s own fee.</p>
      </Card.Body>
    </Card>
  );
}
