import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { data } from 'react-router';
import type { SentMail } from '../../../contract/mail/mail.schema';
import { api } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/admin-mail';
import { PageHero } from '../../components/layout/page-hero';

export const meta = () => [{ title: pageTitle('Sent Mail') }];

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.demo)
    throw data('The mail viewer exists only on the demo site.', {
      status: 404,
    });
  requirePageAccess(request, context, '/admin/mail');
  return null;
}

export default function AdminMail() {
  const [mail, setMail] = useState<SentMail[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<SentMail[]>('/admin/mail')
      .then(setMail)
      .catch(() => setFailed(true));
  }, []);
  return (
    <>
      <PageHero eyebrow="Staff" title="Sent Mail" lead="On the demo site no mail leaves the server. These are the most recent messages it would have sent." />
      <Container className="py-5">
        {failed && <Alert variant="danger">Failed to load data. Please try again.</Alert>}
        {!mail && !failed && (
          <div role="status">
            <Spinner animation="border" size="sm" /> Loading mail...
          </div>
        )}
        {mail && mail.length === 0 && <p>No mail has been sent yet.</p>}
        {mail && mail.length > 0 && (
          <Table responsive hover className="align-middle">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">To</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {mail.map((message) => (
                <tr key={message.id}>
                  <td className="text-nowrap">{formatLongDate(message.createdAt)}</td>
                  <td>{message.to}</td>
                  <td>
                    <details>
                      <summary>{message.subject}</summary>
                      <pre className="mail-body mt-2 mb-0">{message.text}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Container>
    </>
  );
}
