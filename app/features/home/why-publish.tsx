import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

/** reading-side.md §2 Home "Why Publish": four features. */
const FEATURES = [
  { title: 'Open Access', text: 'Every article is free to read on publication, under the Creative Commons Attribution 4.0 licence (CC BY 4.0). Authors keep their copyright.' },
  { title: 'Rigorous Peer Review', text: 'Double-blind review by at least two independent experts, with a final decision by the Editor-in-Chief.' },
  { title: 'Fast Publication', text: 'Editorial screening within days and quarterly issues in March, June, September and December.' },
  { title: 'Global Reach', text: 'Indexed metadata, RSS feeds and citation tools carry your work to readers and researchers worldwide.' },
];

export function WhyPublish() {
  return (
    <section className="py-5" aria-labelledby="why-heading">
      <h2 id="why-heading" className="mb-4">
        Why Publish With Us
      </h2>
      <Row xs={1} sm={2} lg={4} className="g-4">
        {FEATURES.map((feature) => (
          <Col key={feature.title}>
            <div className="home-feature h-100 p-4">
              <h3 className="h5">{feature.title}</h3>
              <p className="mb-0">{feature.text}</p>
            </div>
          </Col>
        ))}
      </Row>
    </section>
  );
}
