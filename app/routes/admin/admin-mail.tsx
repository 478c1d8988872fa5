import type { MetaArgs } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { data } from 'react-router';
import { sentMailListSchema } from '../../../contract/mail/mail.schema';
import { PageHero } from '../../components/layout/page-hero';
import { getJson, orNull } from '../../lib/api-data';
import { formatLongDate } from '../../lib/format';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import { loadSignedIn } from '../../lib/signed-in-page';
import { loadSentMail, type SentMailData } from '../../lib/staff-pages.server';
import type { Route } from './+types/admin-mail';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Sent Mail', matches) }];

/** Demo site only; a first visit renders complete on the server for the cookie's viewer (decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SentMailData> {
  if (!context.demo)
    throw data('The mail viewer exists only on the demo site.', {
      status: 404,
    });
  requirePageAccess(request, context, '/admin/mail');
  return loadSentMail(context.ctx);
}

/** Later visits ask /api with the bearer token, or let the server decide (decision 0036). */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<SentMailData> {
  return loadSignedIn('/admin/mail', args, async ({ signal }) => ({ mail: await orNull(getJson('/admin/mail', sentMailListSchema, { signal }), 'Sent mail') }));
}

export default function AdminMail({ loaderData: { mail } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Staff" title="Sent Mail" lead="On the demo site no mail leaves the server. These are the most recent messages it would have sent." />
      <Container className="py-5">
        {!mail && <Alert variant="danger">Failed to load data. Please try again.</Alert>}
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
                  <td>
                    {message.to}
                    {message.replyTo && <div className="small text-body-secondary">Reply-To: {message.replyTo}</div>}
                  </td>
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
