import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  APPEALS,
  ARTICLE_TYPES,
  FEE_TABLE,
  discountRangeText,
  EXPEDITED_REVIEW_DURATION,
  formatUsd,
  HEADLINE_FEE,
  ISSUE_SCHEDULE_TEXT,
  JOURNAL_NAME,
  LICENCE,
  MANUSCRIPT_ACCEPTED_FILES,
  MANUSCRIPT_FORMAT as F,
  MANUSCRIPT_MAX_SIZE_TEXT,
  MAX_MANUSCRIPT_WORDS,
  MIN_REVIEWERS,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  requireAdditionalCharge,
  RESPONSE_TIME,
  STANDARD_REVIEW_DURATION,
} from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Frequently Asked Questions', `Answers to common questions about submitting to, publishing in and reading the ${JOURNAL_NAME}.`);

interface Question {
  q: string;
  a: ReactNode;
}

const STANDARD_FEES = FEE_TABLE.map((row) => row.standard);
const SHORTEST = [...ARTICLE_TYPES].sort((a, b) => a.maxWords - b.maxWords)[0]!;

const list = (items: readonly string[]) => items.join(', ').replace(/, ([^,]*)$/, ' or $1');

const GROUPS: { id: string; title: string; questions: Question[] }[] = [
  {
    id: 'submitting',
    title: 'Submitting',
    questions: [
      {
        q: 'How do I submit a manuscript?',
        a: (
          <>
            <Link to="/register">Create an author account</Link>, sign in and use <Link to="/submit-paper">Submit Paper</Link>. Prepare your manuscript with the <Link to="/manuscript-template">manuscript template</Link> and the{' '}
            <Link to="/guide-for-authors">Guide for Authors</Link>.
          </>
        ),
      },
      {
        q: 'Which file formats are accepted?',
        a: `${list(MANUSCRIPT_ACCEPTED_FILES)}, up to ${MANUSCRIPT_MAX_SIZE_TEXT}. We prefer ${F.fileFormat}, in ${F.font} ${F.fontSizePt} pt with double spacing and ${F.marginsInches}-inch margins.`,
      },
      {
        q: 'How long can my manuscript be?',
        a: (
          <>
            It depends on the article type, from {SHORTEST.maxWords.toLocaleString('en-US')} words for a {SHORTEST.name.toLowerCase()} to {MAX_MANUSCRIPT_WORDS.toLocaleString('en-US')} words for a review, excluding references. See the limits in the{' '}
            <Link to="/guide-for-authors#types">Guide for Authors</Link>.
          </>
        ),
      },
      { q: 'Can I submit a manuscript that is posted as a preprint?', a: 'Yes. Say so in your cover letter and give the preprint’s DOI or link.' },
      {
        q: 'How do I submit a revision?',
        a: (
          <>
            When the decision asks for revision, open the paper from your <Link to="/dashboard">dashboard</Link> and choose Submit Revision. Upload the revised file with a point-by-point response to the comments.
          </>
        ),
      },
    ],
  },
  {
    id: 'review',
    title: 'Peer Review',
    questions: [
      {
        q: 'What kind of peer review does the journal use?',
        a: `Double-blind review by at least ${MIN_REVIEWERS} independent reviewers: authors and reviewers do not know each other’s identities.`,
      },
      {
        q: 'How long does review take?',
        a: (
          <>
            Normally {STANDARD_REVIEW_DURATION} from submission to first decision, or {EXPEDITED_REVIEW_DURATION} with rush processing ({formatUsd(requireAdditionalCharge('rush-processing').amount)}). See{' '}
            <Link to="/review-process">Peer Review Process</Link>.
          </>
        ),
      },
      { q: 'Can I appeal a rejection?', a: `Yes, within ${APPEALS.windowDays} days, with a reasoned response to the comments. Appeals are answered within ${APPEALS.answeredIn}.` },
      {
        q: 'How can I become a reviewer?',
        a: (
          <>
            Apply through <Link to="/become-reviewer">Become a Reviewer</Link>, telling us about your expertise and publications.
          </>
        ),
      },
    ],
  },
  {
    id: 'fees',
    title: 'Fees and Payment',
    questions: [
      {
        q: 'Do I pay anything when I submit?',
        a: 'No. There is no submission or handling charge; the publication fee is invoiced only after acceptance, and rejected or withdrawn manuscripts are never charged.',
      },
      {
        q: 'How much is the publication fee?',
        a: (
          <>
            {formatUsd(HEADLINE_FEE.standard)} for a standard original research article; standard fees range from {formatUsd(Math.min(...STANDARD_FEES))} to {formatUsd(Math.max(...STANDARD_FEES))} by article type. Developing-country rates are {discountRangeText('developing')} lower and student rates{' '}
            {discountRangeText('students')} lower. See <Link to="/publication-charges">Publication Charges</Link>.
          </>
        ),
      },
      {
        q: 'Can the fee be waived?',
        a: 'Yes, in full for authors from least developed countries, invited articles, financial hardship, institutional partners and sponsored special issues. Ask in your cover letter; the request does not affect the editorial decision.',
      },
      {
        q: 'How and when do I pay?',
        a: (
          <>
            Within {PAYMENT_TERMS.dueWithinDays} days of acceptance, by {list(PAYMENT_METHODS.map((m) => m.name.toLowerCase()))}. See <Link to="/payment-methods">Payment Methods</Link>.
          </>
        ),
      },
    ],
  },
  {
    id: 'access',
    title: 'Open Access and Copyright',
    questions: [
      { q: 'Who owns the copyright of a published article?', a: `The authors. Articles are published under ${LICENCE.shortName}, which lets anyone reuse them with credit.` },
      { q: 'Can I put my article in a repository?', a: 'Yes, any version, at any time, with a link to the published article.' },
      { q: 'Do readers need an account?', a: 'No. All articles are free to read and download without registration.' },
    ],
  },
  {
    id: 'readers',
    title: 'Readers and Contact',
    questions: [
      { q: 'When are new issues published?', a: `Four times a year, on ${ISSUE_SCHEDULE_TEXT}, with special issues in between.` },
      {
        q: 'How can I be told about new articles?',
        a: (
          <>
            Subscribe to e-mail notices or follow our RSS feeds on <Link to="/information-for-readers">Information for Readers</Link>.
          </>
        ),
      },
      {
        q: 'How quickly will you answer my question?',
        a: (
          <>
            Within {RESPONSE_TIME}. Write to us through the <Link to="/contact">contact page</Link>.
          </>
        ),
      },
    ],
  },
];

/** Support page (reading-side.md §2 route table), linked from the contact page. */
export default function Faq() {
  return (
    <StaticPage title="Frequently Asked Questions" eyebrow="Support" lead={<p className="mb-0">Quick answers to the questions authors and readers ask most often.</p>}>
      <nav aria-label="FAQ topics" className="mb-4">
        <ul className="list-inline mb-0">
          {GROUPS.map((group) => (
            <li className="list-inline-item" key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {GROUPS.map((group) => (
        <PageSection id={group.id} title={group.title} key={group.id}>
          <div className="jp-faq">
            {group.questions.map((item) => (
              <div key={item.q}>
                <h3>{item.q}</h3>
                <p>{item.a}</p>
              </div>
            ))}
          </div>
        </PageSection>
      ))}
    </StaticPage>
  );
}
