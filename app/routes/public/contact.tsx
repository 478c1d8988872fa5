import type { MetaArgs } from 'react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { useJournalFacts } from '../../lib/journal-facts';
import { issueContactFormToken } from '../../../core/contact/contact.service';
import { requireManagingEditor } from '../../../core/editorial/editorial.service';
import { getContactDetails } from '../../../core/settings/settings.service';
import { PageHero } from '../../components/layout/page-hero';
import { ContactForm } from '../../features/contact/contact-form';
import { ContactInfo } from '../../features/contact/contact-info';
import { OfficeMap } from '../../features/contact/office-map';
import { pageMeta } from '../../features/journal/page-meta';
import { orNull } from '../../lib/api-data';
import type { Route } from './+types/contact';

export const meta = ({ matches }: MetaArgs) => pageMeta('Contact Us', `Write to the editorial office of the ${JOURNAL_NAME}: the contact form, our address, office hours and the address for urgent matters.`, matches);

/** Each rendering carries its own time-stamped form token (decision 0042): never kept by a cache, never shared. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The office's facts (the journal's setting, else the Managing Editor of the editorial records) and a fresh form token. */
export async function loader({ context }: Route.LoaderArgs) {
  const details = await orNull(getContactDetails(context.ctx), 'Contact details');
  const managingEditor = details
    ? null
    : await requireManagingEditor(context.ctx)
        .then((editor) => ({ name: editor.name, email: editor.email, phone: editor.phone }))
        .catch(() => null);
  return { details, managingEditor, formToken: issueContactFormToken(context.ctx) };
}

/**
 * Showing or hiding the map changes nothing the loader gives (and keeps the form's token and fill
 * time); the form's own revalidation (a new token after a refusal or a sent message) goes ahead.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** acting-side.md §2 /contact (issue 15): info cards, office hours, the form, urgent matters, social links, the FAQ, the map. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { details, managingEditor, formToken } = loaderData;
  const { responseTime } = useJournalFacts().office;
  const [params] = useSearchParams();
  const location = details?.location;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead={<p className="mb-0">Questions about a submission, a review, a published article or our fees are welcome. We answer every message within {responseTime}.</p>}
      />
      <Container className="py-5">
        <Row className="g-4">
          <Col lg={7}>
            <ContactForm formToken={formToken} officeEmail={details?.email ?? managingEditor?.email ?? null} />
          </Col>
          <Col lg={5}>
            <ContactInfo details={details} managingEditor={managingEditor} />
          </Col>
        </Row>
        {details && location && <OfficeMap location={location} address={[details.office, ...details.address].join(', ')} shown={params.get('map') === 'show'} />}
      </Container>
    </>
  );
}
