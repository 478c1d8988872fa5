import type { MetaArgs } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { DEMO_CREDENTIALS } from '../../../demo/content/accounts';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/admin-portal';
import { PageHero } from '../../components/layout/page-hero';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Admin Portal', matches) }];

/** The demo credentials leave the server only on the demo site. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    demoCredentials: context.demo ? DEMO_CREDENTIALS.map((c) => ({ ...c })) : null,
  };
}

export default function AdminPortal({ loaderData }: Route.ComponentProps) {
  const { demoCredentials } = loaderData;
  return (
    <>
      <PageHero eyebrow="Staff" title="Admin Portal" lead="Sign in to manage the journal: administrators run the site, editors handle submissions and peer review." />
      <Container className="py-5">
        <div className="page-narrow mx-auto">
          <Alert variant="warning">Access is restricted to authorised journal staff. Every sign-in is checked on the server.</Alert>
          <Row className="g-3 my-2">
            <Col sm={6}>
              <Card className="h-100">
                <Card.Body className="d-flex flex-column">
                  <h2 className="h5">Administrators</h2>
                  <p className="flex-grow-1">Users, papers, issues, editorial board, contact messages and newsletter.</p>
                  <Link to="/login" state={{ isAdmin: true }} className="btn btn-primary">
                    Admin Login
                  </Link>
                </Card.Body>
              </Card>
            </Col>
            <Col sm={6}>
              <Card className="h-100">
                <Card.Body className="d-flex flex-column">
                  <h2 className="h5">Editors</h2>
                  <p className="flex-grow-1">Screen submissions, assign reviewers and record decisions.</p>
                  <Link to="/login" state={{ isEditor: true }} className="btn btn-primary">
                    Editor Login
                  </Link>
                </Card.Body>
              </Card>
            </Col>
          </Row>
          {demoCredentials && (
            <Card className="demo-credentials mt-4" data-testid="demo-credentials">
              <Card.Body>
                <h2 className="h5">Demo credentials</h2>
                <p>This is a demonstration site. Try the staff screens with these accounts:</p>
                <dl className="row mb-0">
                  {demoCredentials.map((credential) => (
                    <div key={credential.email} className="col-sm-6 mb-2">
                      <dt>{credential.label}</dt>
                      <dd className="mb-0">
                        Email: <code>{credential.email}</code>
                        <br />
                        Password: <code>{credential.password}</code>
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card.Body>
            </Card>
          )}
        </div>
      </Container>
    </>
  );
}
