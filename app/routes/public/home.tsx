import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { JOURNAL_NAME, PUBLISHER } from '../../../contract/journal';

export default function Home() {
  return (
    <>
      <section className="home-hero py-5">
        <Container className="py-lg-4">
          <h1 className="display-5 fw-semibold mb-3">{JOURNAL_NAME}</h1>
          <p className="lead mb-4">
            Open-access, double-blind peer-reviewed research in agriculture and the life sciences, published quarterly by the {PUBLISHER} since 2015.
          </p>
          <div className="d-flex flex-wrap gap-3">
            <Link to="/submit-paper" className="btn btn-warning btn-lg">
              Submit Your Research
            </Link>
            <Link to="/issues" className="btn btn-outline-light btn-lg">
              Explore Publications
            </Link>
          </div>
        </Container>
      </section>
      <Container className="py-5">
        <p className="lead mb-0">The journal&apos;s latest publications, impact figures and current issue are being prepared and will appear here soon.</p>
      </Container>
    </>
  );
}
