import {
  APPEALS,
  ARTICLE_TYPES,
  DECISION_CATEGORIES,
  REVIEW_TIMELINE,
  EDITOR_TARGETS,
  EXPEDITED_REVIEW_DURATION,
  MANUSCRIPT_ACCEPTED_FILES,
  MANUSCRIPT_MAX_SIZE_TEXT,
  MAX_MANUSCRIPT_WORDS,
  PAYMENT_METHODS,
  STANDARD_REVIEW_DURATION,
  FEE_CURRENCY,
  INSTITUTIONAL_ACCOUNTS,
  FOUNDED_YEAR,
  ISSUE_SCHEDULE_TEXT,
  LICENCE,
  MANUSCRIPT_FORMAT,
  MINIMUM_USER_AGE,
  SCOPE_AREAS,
  MIN_REVIEWERS,
  PAYMENT_TERMS,
  PUBLICATION_FREQUENCY,
  RECOMMENDED_REVIEWERS,
  RETENTION,
  REVIEW_MODEL,
  formatUsd,
} from '../journal';
import { chargesOf, discountPercentOf, discountRangeOf, feeRowOf, type JournalFacts } from '../journal/journal-facts';

/**
 * Placeholders in a static page's Markdown (decision 0047): `{{name}}`, lower-case letters, digits
 * and hyphens between double braces.
 * - A **fact** stands anywhere in the text and is replaced by the journal's current value when the
 *   page is read, so a change of the journal's facts shows on every page at once.
 * - A **block** stands alone on a line of its own and places a part of the page built from the
 *   journal's data (a fee table, the office hours): the data stays data, the prose around it is text.
 * Anything else between double braces is refused on save (400), never shown as it is.
 */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z0-9-]+)\s*\}\}/g;

/** 'a, b or c'. */
const orList = (items: readonly string[]) => items.join(', ').replace(/, ([^,]*)$/, ' or $1');
const shortestType = () => [...ARTICLE_TYPES].sort((a, b) => a.maxWords - b.maxWords)[0]!;
const standardFees = (facts: JournalFacts) => facts.fees.table.map((row) => row.standard);
const headline = (facts: JournalFacts) => feeRowOf(facts.fees, 'original-research');

export interface PagePlaceholder {
  name: string;
  description: string;
}

/** Facts: the journal's published facts (contract/journal), as text; those the admin sets come from `facts` (decision 0053). */
export const PAGE_FACTS: Record<string, { description: string; value: (facts: JournalFacts) => string }> = {
  'journal-name': { description: 'The journal’s name', value: (facts) => facts.identity.name },
  publisher: { description: 'The publisher', value: (facts) => facts.identity.publisher },
  'founded-year': { description: 'The year the journal was founded', value: () => String(FOUNDED_YEAR) },
  'publication-frequency': { description: 'How often issues appear, in lower case (quarterly)', value: () => PUBLICATION_FREQUENCY.toLowerCase() },
  'issue-schedule': { description: 'The dates the regular issues appear', value: () => ISSUE_SCHEDULE_TEXT },
  'review-model': { description: 'The review model, in lower case', value: () => REVIEW_MODEL.toLowerCase() },
  'min-reviewers': { description: 'The least number of reviewers of an article', value: () => String(MIN_REVIEWERS) },
  'recommended-reviewers': { description: 'How many reviewers editors invite (2-3)', value: () => `${RECOMMENDED_REVIEWERS.min}-${RECOMMENDED_REVIEWERS.max}` },
  'screening-days': { description: 'Days within which editors screen a new submission', value: () => String(EDITOR_TARGETS.screeningDays) },
  'reviewer-follow-up-weeks': { description: 'Weeks after which editors remind reviewers', value: () => String(EDITOR_TARGETS.reviewerFollowUpWeeks) },
  'review-complete-weeks': { description: 'Weeks within which editors aim to complete review', value: () => String(EDITOR_TARGETS.reviewCompleteWeeks) },
  'invoice-within-hours': { description: 'Hours after acceptance within which the invoice follows', value: () => String(PAYMENT_TERMS.invoiceWithinHours) },
  'payment-due-days': { description: 'Days within which an invoice is due', value: () => String(PAYMENT_TERMS.dueWithinDays) },
  'payment-verification-days': { description: 'Business days a payment takes to verify', value: () => PAYMENT_TERMS.verificationBusinessDays },
  'fee-currency': { description: 'The currency of the fees', value: () => FEE_CURRENCY },
  'developing-discount': { description: 'The developing-country discount of an original research article (percent)', value: (facts) => String(discountPercentOf(facts.fees, 'original-research', 'developing')) },
  'student-discount': { description: 'The student discount of an original research article (percent)', value: (facts) => String(discountPercentOf(facts.fees, 'original-research', 'students')) },
  'developing-discount-range': { description: 'The developing-country discounts across article types', value: (facts) => discountRangeOf(facts.fees, 'developing') },
  'student-discount-range': { description: 'The student discounts across article types', value: (facts) => discountRangeOf(facts.fees, 'students') },
  'institution-min-articles': { description: 'Articles a year an institutional account needs', value: () => String(INSTITUTIONAL_ACCOUNTS.minArticlesPerYear) },
  'institution-discount': { description: 'The institutional discount range (percent, 5-20)', value: () => `${INSTITUTIONAL_ACCOUNTS.discountMinPercent}-${INSTITUTIONAL_ACCOUNTS.discountMaxPercent}` },
  'manuscript-files': { description: 'The manuscript file types accepted (PDF, DOC or DOCX)', value: () => orList(MANUSCRIPT_ACCEPTED_FILES) },
  'manuscript-max-size': { description: 'The largest manuscript file', value: () => MANUSCRIPT_MAX_SIZE_TEXT },
  'manuscript-file-format': { description: 'The preferred manuscript file format', value: () => MANUSCRIPT_FORMAT.fileFormat },
  'manuscript-font': { description: 'The manuscript font and size', value: () => `${MANUSCRIPT_FORMAT.font} ${MANUSCRIPT_FORMAT.fontSizePt} pt` },
  'manuscript-margins': { description: 'The manuscript margins (inches)', value: () => String(MANUSCRIPT_FORMAT.marginsInches) },
  'shortest-type-words': { description: 'The word limit of the shortest article type', value: () => shortestType().maxWords.toLocaleString('en-US') },
  'shortest-type-name': { description: 'The shortest article type, in lower case', value: () => shortestType().name.toLowerCase() },
  'max-manuscript-words': { description: 'The longest word limit of any article type', value: () => MAX_MANUSCRIPT_WORDS.toLocaleString('en-US') },
  'standard-review-duration': { description: 'How long review normally takes to a first decision', value: () => STANDARD_REVIEW_DURATION },
  'expedited-review-duration': { description: 'How long review takes with rush processing', value: () => EXPEDITED_REVIEW_DURATION },
  'rush-fee': { description: 'The rush processing charge', value: (facts) => formatUsd(chargesOf(facts.fees).find((charge) => charge.id === 'rush-processing')!.amount) },
  'appeal-window-days': { description: 'Days within which a decision may be appealed', value: () => String(APPEALS.windowDays) },
  'appeal-answered-in': { description: 'How soon an appeal is answered', value: () => APPEALS.answeredIn },
  'fee-standard-lowest': { description: 'The lowest standard fee of any article type', value: (facts) => formatUsd(Math.min(...standardFees(facts))) },
  'fee-standard-highest': { description: 'The highest standard fee of any article type', value: (facts) => formatUsd(Math.max(...standardFees(facts))) },
  'payment-method-list': { description: 'The payment methods, in lower case (a, b or c)', value: () => orList(PAYMENT_METHODS.map((method) => method.name.toLowerCase())) },
  'response-time': { description: 'How soon enquiries are answered', value: (facts) => facts.office.responseTime },
  'licence-name': { description: 'The articles’ licence', value: () => LICENCE.name },
  'licence-short-name': { description: 'The licence’s short name', value: () => LICENCE.shortName },
  'fee-standard': { description: 'The standard fee of an original research article', value: (facts) => formatUsd(headline(facts).standard) },
  'fee-developing': { description: 'The developing-country fee of an original research article', value: (facts) => formatUsd(headline(facts).developing) },
  'scope-examples': { description: 'The first four scope areas, in lower case', value: () => SCOPE_AREAS.slice(0, 4).join(', ').toLowerCase() },
  'reference-style': { description: 'The reference style', value: () => MANUSCRIPT_FORMAT.referenceStyle },
  'keywords-min': { description: 'The least number of keywords', value: () => String(MANUSCRIPT_FORMAT.keywordsMin) },
  'keywords-max': { description: 'The most keywords', value: () => String(MANUSCRIPT_FORMAT.keywordsMax) },
  'fee-students': { description: 'The student fee of an original research article', value: (facts) => formatUsd(headline(facts).students) },
  'retention-financial-years': { description: 'Years financial records are kept', value: () => String(RETENTION.financialRecordsYears) },
  'retention-communications-years': { description: 'Years correspondence is kept', value: () => String(RETENTION.communicationsYears) },
  'minimum-user-age': { description: 'The least age of the site’s users', value: () => String(MINIMUM_USER_AGE) },
  'decision-names': { description: 'The editorial decisions, named in a list (a, b and c)', value: () => DECISION_CATEGORIES.map((d) => d.name).join(', ').replace(/, ([^,]*)$/, ' and $1') },
  'language-editing-fee': { description: 'The language editing charge', value: (facts) => formatUsd(chargesOf(facts.fees).find((charge) => charge.id === 'language-editing')!.amount) },
  'figure-min-dpi': { description: 'The least resolution of figures (dpi)', value: () => String(MANUSCRIPT_FORMAT.figureMinDpi) },
  'research-max-figures': { description: 'How many figures and tables an original research article may have', value: () => String(ARTICLE_TYPES.find((type) => type.id === 'original-research')!.maxFiguresOrTables) },
  'revision-duration': { description: 'How long authors normally have to revise', value: () => REVIEW_TIMELINE.find((stage) => stage.id === 'revision')!.duration },
};

/**
 * Blocks: parts of a page drawn from the journal's data, each a React component
 * (app/features/journal/page-blocks.tsx; the newsletter form comes from its own feature, given by
 * the route modules to MarkdownPage).
 */
export const PAGE_BLOCKS = {
  'journal-facts': 'The card of the journal’s facts: founded, frequency, peer review, licence',
  'scope-areas': 'The list of the journal’s scope areas, in two columns',
  'office-hours': 'The office hours and the response time',
  'about-actions': 'The buttons Submit Your Paper and Meet the Editorial Board',
  'review-steps': 'The numbered stages of review',
  'review-timeline': 'The table of the review timeline, stage by stage',
  'decision-list': 'The editorial decisions and what each means',
  appeals: 'The paragraph on appeals: the window, the answer time and the outcomes',
  'fee-table': 'The publication fee by article type, with the reduced rates (from the fee table)',
  'fee-table-standard': 'The publication fee by article type, standard rates only',
  'fee-tier-eligibility': 'Who qualifies for each rate',
  'fee-estimator': 'The invoice estimate: article type, rate, extra pages and services',
  'additional-charges': 'The table of additional charges',
  waivers: 'The list of full waivers',
  'cost-split': 'The table of where the fee goes',
  'payment-terms': 'The numbered payment terms',
  'payment-methods': 'The table of payment methods and provider fees',
  'no-submission-fee': 'The notice that no fee is charged on submission',
  'author-links': 'The buttons Submit Paper, Manuscript Template and Publication Fee',
  'author-page-cards': 'The six cards of For Authors: guide, submission, template, ethics, review process and charges',
  'article-types': 'The table of article types with their limits and descriptions',
  'manuscript-structure': 'The list of a manuscript’s parts, in order',
  formatting: 'The formatting rules (font, spacing, margins, figures)',
  'anonymise-notice': 'The notice to remove what identifies the authors (double-blind review)',
  'topic-links': 'Links to the page’s sections (its h2s), in a line: the FAQ’s topics',
  'reader-links': 'The buttons Browse Issues, Search Articles and Archives',
  'newsletter-form': 'The form that subscribes to new publication notices (double opt-in)',
  'rss-feeds': 'The cards of the three RSS feeds',
} as const satisfies Record<string, string>;

export type PageBlockName = keyof typeof PAGE_BLOCKS;

export function isPageBlock(name: string): name is PageBlockName {
  return Object.hasOwn(PAGE_BLOCKS, name);
}

export function isPageFact(name: string): boolean {
  return Object.hasOwn(PAGE_FACTS, name);
}

/** Every placeholder, for the list beside the editor. */
export const PAGE_PLACEHOLDERS: { blocks: PagePlaceholder[]; facts: PagePlaceholder[] } = {
  blocks: Object.entries(PAGE_BLOCKS).map(([name, description]) => ({ name, description })),
  facts: Object.entries(PAGE_FACTS).map(([name, fact]) => ({ name, description: fact.description })),
};
