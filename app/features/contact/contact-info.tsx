import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useJournalFacts } from '../../lib/journal-facts';
import type { ContactDetails } from '../../../contract/settings/contact-details';
import { SOCIAL_NETWORK_LABELS } from '../../../contract/settings/social-networks';
import { OfficeHours } from '../journal/office-hours';

/** The Managing Editor from the editorial records: who to write to when the journal has not entered its office's facts. */
export interface OfficeContact {
  name: string;
  email: string;
  phone: string | null;
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="shadow-sm" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/\s|ext\..*$/gi, '')}`;

function EmailAndPhone({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <p className="mb-1">
        Email: <a href={`mailto:${email}`}>{email}</a>
      </p>
      {phone && (
        <p className="mb-0">
          Phone: <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
    </>
  );
}

/**
 * acting-side.md §2 /contact: the info cards (the office's address, email and phone; office
 * hours, decision 0012; the urgent-matters address; social links; the FAQ). Only what the journal
 * has entered (the `contact.details` setting) is shown: no invented address, no placeholder links.
 */
export function ContactInfo({ details, managingEditor }: { details: ContactDetails | null; managingEditor: OfficeContact | null }) {
  const { responseTime } = useJournalFacts().office;
  return (
    <div className="contact-cards d-grid gap-3" data-testid="contact-info">
      {details ? (
        <InfoCard id="contact-office" title={details.office}>
          <address className="mb-2">
            {details.address.map((line) => (
              <span key={line} className="d-block">
                {line}
              </span>
            ))}
          </address>
          <EmailAndPhone email={details.email} phone={details.phone ?? null} />
        </InfoCard>
      ) : (
        managingEditor && (
          <InfoCard id="contact-office" title="Editorial Office">
            <p className="mb-1">{managingEditor.name}, Managing Editor</p>
            <EmailAndPhone email={managingEditor.email} phone={managingEditor.phone} />
          </InfoCard>
        )
      )}
      <InfoCard id="contact-hours" title="Office Hours">
        <OfficeHours stacked />
      </InfoCard>
      {details?.urgent && (
        <InfoCard id="contact-urgent" title="Urgent Matters">
          <p className="mb-1">{details.urgent.note}</p>
          <p className="mb-0">
            Write to <a href={`mailto:${details.urgent.email}`}>{details.urgent.email}</a>.
          </p>
        </InfoCard>
      )}
      {details && details.social.length > 0 && (
        <InfoCard id="contact-social" title="Follow Us">
          <ul className="list-unstyled mb-0">
            {details.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer me" target="_blank">
                  {SOCIAL_NETWORK_LABELS[link.network]}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </InfoCard>
      )}
      <InfoCard id="contact-faq" title="Frequently Asked Questions">
        <p className="mb-0">
          Answers about submissions, review, fees and access are in our <Link to="/faq">FAQ</Link>. We answer messages within {responseTime}.
        </p>
      </InfoCard>
    </div>
  );
}
