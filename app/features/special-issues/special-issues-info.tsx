import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { LICENCE } from '../../../contract/journal/identity';
import { MIN_REVIEWERS } from '../../../contract/journal/review';
import { SPECIAL_ISSUE_RULES } from '../../../contract/journal/schedule';
import { formatLongDate } from '../../lib/format';
import './special-issues.css';

/** The static sections of reading-side.md §2 "Special issues": benefits, guidelines, past issues, proposals, FAQs. */

const BENEFITS = [
  { title: 'Focused visibility', text: 'Articles on one theme are published and promoted together, so they are read, cited and shared as a collection.' },
  { title: 'Expert guest editors', text: 'Each special issue is led by recognised specialists who bring their networks and give authors knowledgeable feedback.' },
  { title: 'Open access', text: `Every article is free to read from the day it is published under the ${LICENCE.shortName} licence; authors keep their copyright.` },
  { title: 'Rigorous review', text: `Special issue papers go through the same double-blind peer review as regular papers, with at least ${MIN_REVIEWERS} independent reviewers.` },
];

export function SpecialIssueBenefits() {
  return (
    <section className="py-4" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="h3 mb-4">
        Benefits of Publishing in a Special Issue
      </h2>
      <Row xs={1} md={2} lg={4} className="g-3">
        {BENEFITS.map((benefit) => (
          <Col key={benefit.title}>
            <Card className="h-100 special-issue-benefit">
              <Card.Body>
                <h3 className="h6">{benefit.title}</h3>
                <p className="mb-0 small">{benefit.text}</p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function SpecialIssueGuidelines() {
  return (
    <section className="py-4" aria-labelledby="guidelines-heading">
      <h2 id="guidelines-heading" className="h3 mb-3">
        Submission Guidelines
      </h2>
      <ul>
        <li>Submit through the online system with the Submit Article button of an open special issue, so that your manuscript is linked to it.</li>
        <li>
          Prepare the manuscript as for a regular article: see the <Link to="/guide-for-authors">Guide for Authors</Link> and the <Link to="/manuscript-template">manuscript template</Link>.
        </li>
        <li>Manuscripts must fit the theme of the special issue and must not be under consideration elsewhere.</li>
        <li>Submissions close on the deadline shown for each special issue, or earlier when the maximum number of articles has been reached.</li>
        <li>
          Proposals for a new special issue include an extended abstract of up to {SPECIAL_ISSUE_RULES.proposalAbstractMaxWords} words and name {SPECIAL_ISSUE_RULES.guestEditorsMin}-{SPECIAL_ISSUE_RULES.guestEditorsMax} guest
          editors.
        </li>
      </ul>
    </section>
  );
}

/** The past issues reading-side.md §2 links to; a date is shown when the issue is published. */
export const PAST_ISSUE_LINKS = [
  { volume: 8, number: 2 },
  { volume: 7, number: 4 },
  { volume: 7, number: 3 },
  { volume: 7, number: 1 },
] as const;

export interface PastIssue {
  volume: number;
  number: number;
  title: string | null;
  publicationDate: string | null;
}

export function PastIssues({ issues }: { issues: PastIssue[] }) {
  return (
    <section className="py-4" aria-labelledby="past-heading">
      <h2 id="past-heading" className="h3 mb-3">
        Past Issues
      </h2>
      <p>Read earlier issues of the journal, including themed collections.</p>
      <ul className="list-unstyled d-grid gap-2">
        {issues.map((issue) => (
          <li key={`${issue.volume}-${issue.number}`}>
            <Link to={`/issues/${issue.volume}/${issue.number}`}>{issue.title ?? `Volume ${issue.volume}, Issue ${issue.number}`}</Link>
            {issue.publicationDate && <span className="text-body-secondary small"> · Published {formatLongDate(issue.publicationDate)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ProposalContact {
  name: string;
  email: string;
}

export function ProposeSpecialIssue({ contact }: { contact: ProposalContact | null }) {
  return (
    <section className="py-4" aria-labelledby="propose-heading">
      <h2 id="propose-heading" className="h3 mb-3">
        Propose a Special Issue
      </h2>
      <p>
        Researchers who would like to guest-edit a special issue are welcome to send a proposal by e-mail. Include the proposed title and scope, an extended abstract of up to {SPECIAL_ISSUE_RULES.proposalAbstractMaxWords} words, the names and
        affiliations of {SPECIAL_ISSUE_RULES.guestEditorsMin}-{SPECIAL_ISSUE_RULES.guestEditorsMax} guest editors, a tentative timeline and a list of potential contributors.
      </p>
      <p className="mb-0">
        {contact ? (
          <>
            Send your proposal to the Editor-in-Chief, {contact.name}, at <a href={`mailto:${contact.email}?subject=${encodeURIComponent('Special issue proposal')}`}>{contact.email}</a>.
          </>
        ) : (
          <>
            Send your proposal to the editorial office through the <Link to="/contact">contact page</Link>.
          </>
        )}
      </p>
    </section>
  );
}

const FAQS = [
  {
    question: 'Do special issue articles go through peer review?',
    answer: `Yes. Every manuscript submitted to a special issue is reviewed double-blind by at least ${MIN_REVIEWERS} independent reviewers, exactly like a regular submission.`,
  },
  {
    question: 'Can I submit to a special issue that is not open?',
    answer: 'No. Only special issues marked Open for Submissions accept manuscripts. Issues marked Coming Soon will open later; closed issues and those under review no longer accept submissions.',
  },
  {
    question: 'Are there publication charges for special issue articles?',
    answer: 'Articles accepted for a sponsored special issue may qualify for a full waiver. See the publication charges page for the fees and waiver categories.',
  },
  {
    question: 'When are special issue articles published?',
    answer: 'Accepted articles are published online as soon as they are ready and are collected in the special issue by its expected publication date.',
  },
  {
    question: 'What goes into a proposal for a new special issue?',
    answer: `A title and scope, an extended abstract of up to ${SPECIAL_ISSUE_RULES.proposalAbstractMaxWords} words, ${SPECIAL_ISSUE_RULES.guestEditorsMin}-${SPECIAL_ISSUE_RULES.guestEditorsMax} guest editors with their affiliations, and a timeline.`,
  },
];

export function SpecialIssueFaqs() {
  return (
    <section className="py-4" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="h3 mb-3">
        Frequently Asked Questions
      </h2>
      <div className="d-grid gap-2">
        {FAQS.map((faq) => (
          <details key={faq.question} className="special-issue-faq border rounded p-3">
            <summary className="fw-semibold">{faq.question}</summary>
            <p className="mt-2 mb-0">
              {faq.answer}
              {faq.question.includes('publication charges') && (
                <>
                  {' '}
                  <Link to="/publication-charges">Publication charges</Link>
                </>
              )}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
