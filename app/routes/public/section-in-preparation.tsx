import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useMatches } from 'react-router';
import { requireManagingEditor } from '../../../core/editorial/editorial.service';
import { OfficeHours } from '../../features/journal/office-hours';
import { pageTitle, SECTION_TITLES } from '../../lib/section-titles';
import type { Route } from './+types/section-in-preparation';

/**
 * A route whose full screen comes in a later issue (/current-publications).
 * It says what the page will offer and how to reach the editorial office
 * today, with the office's real address from the editorial records; never invented data.
 */
function useSectionId(): string {
  const matches = useMatches();
  return matches[matches.length - 1]?.id ?? '';
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches[matches.length - 1]?.id ?? '';
  return [{ title: pageTitle(SECTION_TITLES[id] ?? 'Journal') }];
};

/** The Managing Editor runs the editorial office (editorial records); null when none is published. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const editor = await requireManagingEditor(context.ctx);
    return { office: { name: editor.name, email: editor.email, phone: editor.phone } };
  } catch {
    return { office: null };
  }
}

type Office = Awaited<ReturnType<typeof loader>>['office'];

function OfficeContact({ office, subject }: { office: Office; subject: string }) {
  if (!office) {
    return (
      <p>
        Write to the editorial office through the addresses on the <Link to="/editorial-team">Editorial Team</Link> page.
      </p>
    );
  }
  return (
    <address className="mb-3" data-testid="office-contact">
      The editorial office is run by the Managing Editor, {office.name}.
      <br />
      Email:{' '}
      <a href={`mailto:${office.email}?subject=${encodeURIComponent(subject)}`} data-testid="office-email">
        {office.email}
      </a>
      {office.phone && (
        <>
          <br />
          Phone: {office.phone}
        </>
      )}
    </address>
  );
}

interface SectionText {
  /** What the finished page will offer. */
  offers: ReactNode;
  /** How to get the same thing done today. */
  today: ReactNode;
  subject: string;
}

const SECTIONS: Record<string, SectionText> = {
  'current-publications': {
    offers: 'This page will gather the latest issue, featured articles and the upcoming issue in one place.',
    today: (
      <>
        Until then, read the <Link to="/issues/current">current issue</Link>, browse the <Link to="/archives">archives</Link>, <Link to="/search">search the articles</Link> or follow the{' '}
        <Link to="/announcements">announcements</Link>. For questions about a publication, write to the editorial office.
      </>
    ),
    subject: 'Publications',
  },
};

export default function SectionInPreparation({ loaderData }: Route.ComponentProps) {
  const id = useSectionId();
  const title = SECTION_TITLES[id] ?? 'Journal';
  const section = SECTIONS[id];
  return (
    <Container className="py-5 page-narrow">
      <h1 className="mb-3">{title}</h1>
      {section && <p className="lead">{section.offers}</p>}
      {section && <p>{section.today}</p>}
      <OfficeContact office={loaderData.office} subject={section?.subject ?? 'Enquiry'} />
      <h2 className="h5 mt-4">Office hours</h2>
      <OfficeHours />
    </Container>
  );
}
