import { DECISION_STATUS, type EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import type { PaperStatus } from '../../contract/papers/paper-status';
import type { ManuscriptSpec } from './manuscript-text';
import type { ResearcherKey } from './people';
import type { FeeTier } from '../../contract/journal/fees';
import type { ArticleTypeId } from '../../contract/journal/manuscripts';

/**
 * Manuscripts of the three demo author accounts that are not (yet) published, each with what
 * happened to it after it was submitted. The seed plays every step through the workflow services
 * (demo/seed/editorial-history.ts) as the right person at the step's time, so the demo holds only
 * states the rules can reach. Between them they cover every status but PUBLISHED (acting-side.md §4):
 * see demo/README.md for which account has which.
 */

export type DemoAuthorKey = 'eze' | 'abubakar' | 'otieno';
/** Demo accounts by e-mail (demo/content/accounts.ts). */
export const DEMO_EDITOR_EMAILS = { bello: 'editor@jals-demo.org', yusuf: 'amina.yusuf@jals-demo.org' } as const;
export type DemoEditorKey = keyof typeof DEMO_EDITOR_EMAILS;
/** Oluwaseun Bello, the managing editor, screens new manuscripts and gives each to a handling editor. */
export const DEMO_SCREENING_EDITOR: DemoEditorKey = 'bello';
export const DEMO_REVIEWER_EMAILS = { kwame: 'kwame.mensah@jals-demo.org', grace: 'grace.wanjiru@jals-demo.org', pieter: 'pieter.devries@jals-demo.org' } as const;
export type DemoReviewerKey = keyof typeof DEMO_REVIEWER_EMAILS;
/** Everyone who takes a step in a demo manuscript's history. */
export type DemoPersonKey = DemoAuthorKey | DemoEditorKey | DemoReviewerKey;

/** The decision words of reviewing-side texts (reading-side.md §9). */
export type DemoRecommendation = 'Accept' | 'Minor Revision' | 'Major Revision' | 'Reject';

/** One thing that happened to a manuscript, at `at` (UTC), done by whoever the step names. */
export type DemoStep =
  /** The screening editor gives the paper to its handling editor (themselves or a colleague). */
  | { at: string; step: 'handle' }
  /** The handling editor invites reviewers: the first invitation opens a round and sends the paper to review. */
  | { at: string; step: 'invite'; reviewers: DemoReviewerKey[]; overrides?: Partial<Record<DemoReviewerKey, string>> }
  /** After a revision, the handling editor invites the previous round's reviewers again. */
  | { at: string; step: 'reinvite' }
  /** A reviewer accepts the invitation from its link (a report without one implies it, at the report's time). */
  | { at: string; step: 'accept'; reviewer: DemoReviewerKey }
  /** A reviewer declines from the link, with a reason and perhaps someone to ask instead. */
  | { at: string; step: 'decline'; reviewer: DemoReviewerKey; reason: string; suggested?: { name: string; email: string } }
  /** A reviewer saves a draft of the report (not sent). */
  | { at: string; step: 'draft'; reviewer: DemoReviewerKey; recommendation?: DemoRecommendation; commentsToAuthor: string; competingInterests?: string }
  /** A reviewer's report for the current round. */
  | { at: string; step: 'review'; reviewer: DemoReviewerKey; recommendation: DemoRecommendation; commentsToAuthor: string; confidentialComments?: string; competingInterests?: string }
  /** The handling editor's decision; the letter is the journal's template with these comments in it. */
  | { at: string; step: 'decide'; decision: EditorialDecision; comments: string }
  /** The owner sends the next version (a new PDF) with a cover letter answering the reviewers. */
  | { at: string; step: 'revise'; coverLetter: string }
  | { at: string; step: 'withdraw' }
  /** The owner appeals the rejection. */
  | { at: string; step: 'appeal'; reasons: string };

export interface DemoSubmissionSpec extends ManuscriptSpec {
  submitter: DemoAuthorKey;
  title: string;
  keywords: string[];
  authors: ResearcherKey[];
  primary?: number;
  /** Index into DEMO_SPECIAL_ISSUES, when submitted to a special issue. */
  specialIssue?: number;
  handlingEditor: DemoEditorKey;
  submittedAt: string;
  coverLetter: string;
  ethicsStatement?: string;
  conflictOfInterest: string;
  acknowledgments?: string;
  /** The form's article type and claimed rate (decision 0048); Original Research at the developing-country rate unless said. */
  articleType?: ArticleTypeId;
  feeTier?: FeeTier;
  /** What happened after the submission, oldest first. */
  history: DemoStep[];
}

/** The status a manuscript's history leads to under the workflow (decision 0034); the seed's test checks the services agree. */
export function demoStatusOf(spec: Pick<DemoSubmissionSpec, 'history'>): PaperStatus {
  let status: PaperStatus = 'SUBMITTED';
  for (const step of spec.history) {
    if (step.step === 'invite' && status === 'SUBMITTED') status = 'UNDER_REVIEW';
    else if (step.step === 'decide') status = DECISION_STATUS[step.decision];
    else if (step.step === 'revise') status = 'UNDER_REVIEW';
    else if (step.step === 'withdraw') status = 'WITHDRAWN';
  }
  return status;
}

/** How many versions the history leaves: the first, and one per revision. */
export const demoVersionsOf = (spec: Pick<DemoSubmissionSpec, 'history'>) => 1 + spec.history.filter((step) => step.step === 'revise').length;

const NO_CONFLICT = 'The authors declare no conflict of interest.';

export const DEMO_SUBMISSIONS: DemoSubmissionSpec[] = [
  {
    submitter: 'eze',
    slug: 'csa-food-security-ebonyi-rice',
    category: 'Climate Change and Agriculture',
    title: 'Climate-smart agricultural practices and household food security among rice farmers in Ebonyi State, Nigeria',
    keywords: ['climate-smart agriculture', 'food security', 'rice', 'endogenous switching regression', 'Nigeria'],
    authors: ['eze', 'okafor', 'abdulai'],
    specialIssue: 0,
    handlingEditor: 'bello',
    submittedAt: '2026-10-27T09:14:00Z',
    site: 'the Abakaliki, Ikwo and Afikpo North local government areas of Ebonyi State, Nigeria',
    background:
      'Rice farmers in Ebonyi State face increasingly irregular rainfall and flooding, and climate-smart practices such as improved varieties, alternate wetting and drying and integrated nutrient management are promoted to sustain production.',
    objective: 'This study examined the adoption of climate-smart practices and their effect on household food security.',
    methods:
      'Data from 400 rice-farming households were analysed with a multinomial endogenous switching regression, and food security was measured with the household food insecurity access scale and the food consumption score.',
    results:
      'Households that combined improved varieties with integrated nutrient management had food consumption scores 14% higher and were 19 percentage points less likely to be food insecure than non-adopters. Access to extension, membership of farmer groups and secure land tenure increased adoption.',
    conclusion: 'Promoting combinations of climate-smart practices through farmer groups can improve food security in rice-growing communities.',
    coverLetter:
      'Dear Editor, please find attached our manuscript for consideration in the special issue on Climate-Smart Agriculture in Sub-Saharan Africa. The paper provides household-level evidence on how combinations of climate-smart practices affect food security, which we believe fits the scope of the special issue. The work has not been submitted elsewhere.',
    conflictOfInterest: NO_CONFLICT,
    acknowledgments: 'We thank the Ebonyi State Agricultural Development Programme for help with the household survey.',
    history: [
      { at: '2026-10-29T08:30:00Z', step: 'handle' },
    ],
  },
  {
    submitter: 'eze',
    slug: 'youth-agribusiness-participation-enugu',
    category: 'Agricultural Economics and Extension',
    title: 'Determinants of youth participation in agribusiness in Enugu State, Nigeria',
    keywords: ['youth', 'agribusiness', 'participation', 'logit model', 'rural employment'],
    authors: ['eze', 'nwosu'],
    handlingEditor: 'bello',
    submittedAt: '2026-02-03T11:40:00Z',
    site: 'three agricultural zones of Enugu State, Nigeria',
    background: 'Youth unemployment is high in south-eastern Nigeria, and agribusiness is often presented as a way to create jobs for young people in rural areas.',
    objective: 'The study identified the factors that influence the participation of young people in agribusiness enterprises.',
    methods: 'A questionnaire was administered to 150 young people aged 18 to 35 years, and a logit model was used to analyse the determinants of participation.',
    results: 'Access to land, credit and training increased the probability of participation, while the perception of agriculture as an occupation of low status reduced it.',
    conclusion: 'Programmes that provide land, credit and training could attract more young people into agribusiness.',
    coverLetter: 'Dear Editor, we submit our original research article on youth participation in agribusiness for consideration for publication in the Journal of Agriculture and Life Sciences.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-02-05T09:10:00Z', step: 'handle' },
      { at: '2026-02-17T10:00:00Z', step: 'invite', reviewers: ['grace', 'kwame'] },
      {
        at: '2026-03-26T08:12:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Reject',
        commentsToAuthor:
          'The topic is relevant, but the sample of 150 respondents drawn from only three communities cannot support conclusions for the whole state. The sampling procedure is not described in enough detail to judge representativeness, and the logit results are reported without marginal effects or goodness-of-fit statistics. The discussion largely restates the results and does not engage with the extensive recent literature on youth and agriculture in Nigeria.',
        confidentialComments: 'The manuscript would need a new data collection to become publishable.',
      },
      {
        at: '2026-04-09T17:45:00Z',
        step: 'review',
        reviewer: 'kwame',
        recommendation: 'Reject',
        commentsToAuthor:
          'Participation in agribusiness is likely to be jointly determined with access to land and credit, so treating these as exogenous explanatory variables biases the estimates. The definition of agribusiness participation should be made precise (ownership, employment, part-time activity). I would also suggest that the authors relate their findings to the national youth agripreneur programmes that operated during the survey period.',
      },
      {
        at: '2026-04-28T15:20:00Z',
        step: 'decide',
        decision: 'reject',
        comments:
          'Both reviewers found that the sample is too small and not representative for the conclusions drawn, and that the study adds little to existing work on the topic. We encourage the authors to consider a larger, multi-state survey and a clearer identification strategy.',
      },
    ],
  },
  {
    submitter: 'eze',
    slug: 'garri-processing-costs-nsukka',
    category: 'Agricultural Economics and Extension',
    title: 'Costs and returns of small-scale garri processing in Nsukka Local Government Area, Enugu State',
    keywords: ['garri', 'cassava processing', 'profitability', 'gross margin', 'small enterprises'],
    authors: ['eze', 'ogbonna'],
    handlingEditor: 'bello',
    submittedAt: '2026-01-12T13:05:00Z',
    site: 'Nsukka Local Government Area, Enugu State, Nigeria',
    background: 'Garri processing provides income to many rural households in south-eastern Nigeria, especially women, but information on its profitability at small scale is limited.',
    objective: 'The study estimated the costs and returns of small-scale garri processing and identified the main constraints faced by processors.',
    methods: 'Data were collected from 80 processors with a structured questionnaire and analysed using gross margin analysis and descriptive statistics.',
    results: 'Processing was profitable, with a gross margin of 38% of revenue, but returns were highly sensitive to the price of fresh roots and of firewood. The main constraints were high root prices, lack of credit and the drudgery of manual peeling.',
    conclusion: 'Access to credit and to mechanised peeling would improve the returns of small-scale processors.',
    coverLetter: 'Dear Editor, please consider our manuscript on the profitability of small-scale garri processing for publication as a short communication.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-01-14T09:00:00Z', step: 'handle' },
      { at: '2026-03-02T09:30:00Z', step: 'withdraw' },
    ],
  },
  {
    submitter: 'eze',
    slug: 'contract-farming-cassava-starch',
    category: 'Agricultural Economics and Extension',
    title: 'Contract farming and the income of smallholder cassava producers supplying starch processors in south-eastern Nigeria',
    keywords: ['contract farming', 'cassava', 'value chains', 'household income', 'propensity score matching'],
    authors: ['eze', 'okafor', 'kiprop', 'nwosu'],
    handlingEditor: 'bello',
    submittedAt: '2026-07-14T10:22:00Z',
    site: 'Imo, Abia and Enugu States, Nigeria',
    background: 'Industrial starch processors in Nigeria increasingly source cassava through contracts with smallholders, which may offer secure markets and inputs but also impose strict quality requirements.',
    objective: 'This study assessed the effect of participation in contract farming on cassava yields, prices received and household income.',
    methods: 'Data from 420 households, 168 of them contract farmers, were analysed with propensity score matching and inverse probability weighting, with sensitivity analysis for hidden bias.',
    results: 'Contract farmers obtained 22% higher yields and 9% higher farm-gate prices, and their household income was 27% higher than that of comparable independent producers. Benefits were smaller for the poorest households, who more often side-sold when prices rose.',
    conclusion: 'Contract farming can raise incomes of cassava producers, and contracts with flexible delivery terms could extend the benefits to poorer households.',
    coverLetter: 'Dear Editor, we are pleased to submit our manuscript on contract farming in the cassava starch value chain. It uses a large household survey and robust matching methods to estimate income effects.',
    conflictOfInterest: NO_CONFLICT,
    acknowledgments: 'We thank the three starch companies that shared their supplier lists.',
    history: [
      { at: '2026-07-16T08:45:00Z', step: 'handle' },
      { at: '2026-07-29T09:00:00Z', step: 'invite', reviewers: ['grace', 'kwame'] },
      {
        at: '2026-09-15T11:30:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Accept',
        commentsToAuthor:
          'A well-executed study with a clear identification strategy. The sensitivity analysis is convincing. Minor: please report the number of matched observations in each robustness check and correct the units in the yield table.',
      },
      {
        at: '2026-09-24T16:05:00Z',
        step: 'review',
        reviewer: 'kwame',
        recommendation: 'Accept',
        commentsToAuthor:
          'The paper makes a useful contribution to the literature on value chains in West Africa. I appreciate the discussion of side-selling and of the heterogeneity of effects. The conclusion could briefly mention the implications for processors designing contracts.',
      },
      {
        at: '2026-10-06T14:10:00Z',
        step: 'decide',
        decision: 'accept',
        comments:
          'Both reviewers recommend acceptance. Please make the small corrections they list when you check the proofs; the publication invoice will follow.',
      },
    ],
  },
  {
    submitter: 'abubakar',
    slug: 'antimicrobial-use-broiler-farms-kano',
    category: 'Animal Science and Production',
    title: 'Antimicrobial use practices and Escherichia coli resistance on commercial broiler farms in Kano State, Nigeria',
    keywords: ['antimicrobial resistance', 'broiler farms', 'Escherichia coli', 'antibiotic use', 'One Health'],
    authors: ['abubakar', 'sani', 'alemu'],
    specialIssue: 1,
    handlingEditor: 'yusuf',
    submittedAt: '2026-09-08T08:50:00Z',
    site: '60 commercial broiler farms in Kano State, Nigeria',
    background: 'Antibiotics are widely used for prophylaxis and growth promotion on Nigerian poultry farms, often without veterinary prescription, contributing to antimicrobial resistance that threatens animal and human health.',
    objective: 'The study documented antimicrobial use practices and determined the resistance profiles of Escherichia coli isolated from broilers.',
    methods: 'Farm managers on 60 farms were interviewed, and cloacal swabs from 600 birds were cultured. Isolates were tested against 12 antimicrobials by disc diffusion, and resistance genes were detected by PCR.',
    results: 'Ninety-two percent of farms used antibiotics prophylactically, mainly tetracyclines, fluoroquinolones and colistin. Resistance to tetracycline (87%), ampicillin (79%) and ciprofloxacin (54%) was common, 71% of isolates were multidrug resistant and the mcr-1 gene was detected in 6% of isolates.',
    conclusion: 'Regulating over-the-counter sales of antibiotics and training farmers in biosecurity are urgently needed.',
    coverLetter: 'Dear Editor, please consider our manuscript for the special issue on One Health: Food Safety and Antimicrobial Resistance along Animal Value Chains.',
    ethicsStatement: 'Sampling was approved by the Animal Research Ethics Committee of Bayero University Kano (approval BUK/AREC/2026/014), and farm owners gave written consent.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-09-10T09:00:00Z', step: 'handle' },
      { at: '2026-09-22T10:30:00Z', step: 'invite', reviewers: ['grace', 'pieter'] },
      { at: '2026-09-24T08:10:00Z', step: 'accept', reviewer: 'pieter' },
      {
        at: '2026-11-10T19:25:00Z',
        step: 'draft',
        reviewer: 'pieter',
        recommendation: 'Major Revision',
        commentsToAuthor:
          'Draft. The resistance data are valuable, but the questionnaire on antimicrobial use is not described: who answered it, how doses were recalled, and whether feed with added antibiotics was counted. To check against the farm records before sending.',
      },
      {
        at: '2026-11-12T15:40:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'The survey of 60 farms is well described, and the PCR confirmation of mcr-1 is a valuable addition. Please give the sampling period and the number of birds sampled on each farm, report resistance by farm as well as by isolate (isolates from one farm are not independent), and state the breakpoints used for each antimicrobial and their source (CLSI or EUCAST).',
      },
    ],
  },
  {
    submitter: 'abubakar',
    slug: 'garlic-powder-broiler-serum-lipids',
    category: 'Animal Science and Production',
    title: 'Effect of dietary garlic powder on growth, serum lipids and caecal microflora of broiler chickens',
    keywords: ['garlic', 'phytogenic additives', 'broiler', 'serum cholesterol', 'gut microflora'],
    authors: ['abubakar', 'sani', 'hassan'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-08-03T12:00:00Z',
    site: 'the poultry unit of Bayero University Kano, Nigeria',
    background: 'Phytogenic feed additives are of interest as alternatives to antibiotic growth promoters, and garlic contains sulphur compounds with antimicrobial and lipid-lowering properties.',
    objective: 'We evaluated the effect of garlic powder on performance, serum lipids and caecal bacteria of broilers.',
    methods: 'Two hundred and forty broilers were fed diets with 0, 0.5, 1.0 or 1.5% garlic powder for 42 days. Growth, serum cholesterol and triglycerides, and caecal counts of E. coli and lactobacilli were measured.',
    results: 'Garlic at 1.0% improved feed conversion by 6%, lowered serum cholesterol by 18% and reduced caecal E. coli counts, while 1.5% reduced feed intake.',
    conclusion: 'Garlic powder at 1.0% of the diet can improve broiler performance and health.',
    coverLetter: 'Dear Editor, we submit our manuscript on garlic powder as a phytogenic additive in broiler diets.',
    ethicsStatement: 'The trial was approved by the Animal Research Ethics Committee of Bayero University Kano (BUK/AREC/2026/006).',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-08-05T10:00:00Z', step: 'handle' },
      { at: '2026-08-17T09:15:00Z', step: 'invite', reviewers: ['grace', 'pieter'] },
      {
        at: '2026-09-28T10:05:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'This is a clearly written trial. Please specify the source and processing of the garlic powder and report its allicin content, since the activity of garlic products varies widely. The abstract should give the number of replicates. In the discussion, compare the cholesterol reduction with values reported for other phytogenic additives.',
      },
      {
        at: '2026-10-12T15:50:00Z',
        step: 'review',
        reviewer: 'pieter',
        recommendation: 'Major Revision',
        commentsToAuthor:
          'The statistical analysis treats individual birds as experimental units although treatments were applied to pens; please reanalyse with the pen as the unit. Orthogonal polynomial contrasts would be more informative than multiple comparisons for graded levels of garlic. The caecal counts should be log-transformed before analysis, and the sampling day should be stated.',
        confidentialComments: 'The conclusions may change once pens are used as the experimental unit.',
      },
      {
        at: '2026-10-27T13:40:00Z',
        step: 'decide',
        decision: 'major_revision',
        comments:
          'The reviewers see merit in the work but ask for a clearer description of the garlic product, its allicin content and the statistical model. Please address every comment in a point-by-point response and submit the revised manuscript within four weeks.',
      },
    ],
  },
  {
    submitter: 'abubakar',
    slug: 'noiler-kuroiler-semi-scavenging',
    category: 'Animal Science and Production',
    title: 'Growth and egg production of Noiler and Kuroiler chickens under semi-scavenging conditions in northern Nigeria',
    keywords: ['dual-purpose chicken', 'semi-scavenging', 'Noiler', 'Kuroiler', 'village poultry'],
    authors: ['abubakar', 'dzomeku', 'sani', 'miller'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-11-10T16:25:00Z',
    site: '48 households in the Dawakin Tofa and Gwarzo local government areas of Kano State, Nigeria',
    background: 'Improved dual-purpose chickens are being distributed to rural households in Nigeria, but their performance under village management has rarely been compared.',
    objective: 'The study compared growth, survival and egg production of two improved dual-purpose strains and local chickens under semi-scavenging management.',
    methods: 'Each of 48 households received 20 birds of one strain at eight weeks of age, and body weight, mortality, feed supplementation and egg production were monitored for 52 weeks.',
    results: 'Both improved strains grew about twice as fast as local chickens and laid 2.3 to 2.7 times more eggs, but mortality from predation and Newcastle disease was higher where vaccination was irregular.',
    conclusion: 'Improved dual-purpose strains can raise household poultry output if vaccination and night housing are assured.',
    coverLetter: 'Dear Editor, we submit an on-farm study of improved dual-purpose chickens under village conditions.',
    ethicsStatement: 'The study was approved by the Animal Research Ethics Committee of Bayero University Kano (BUK/AREC/2025/031), and participating households gave informed consent.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-11-12T09:30:00Z', step: 'handle' },
    ],
  },
  {
    submitter: 'abubakar',
    slug: 'sprouted-sorghum-japanese-quail',
    category: 'Animal Science and Production',
    title: 'Sprouted sorghum as a replacement for maize in diets of growing Japanese quail',
    keywords: ['Japanese quail', 'sprouted sorghum', 'maize replacement', 'tannins', 'feed cost'],
    authors: ['abubakar', 'lim'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-03-19T09:45:00Z',
    articleType: 'short-communication',
    feeTier: 'students',
    site: 'the poultry research unit of Bayero University Kano, Nigeria',
    background: 'Maize is expensive and in high demand for human food in northern Nigeria, while sorghum is cheaper but contains tannins that reduce its feeding value; sprouting may reduce tannins.',
    objective: 'We evaluated sprouted sorghum as a replacement for maize in the diets of growing Japanese quail.',
    methods: 'Three hundred day-old quail were fed diets in which sprouted sorghum replaced 0, 25, 50, 75 or 100% of maize for 35 days.',
    results: 'Sprouting reduced tannin content by 46%. Growth and feed conversion were not affected up to 75% replacement, and feed cost per kilogram of weight gain fell by 12%.',
    conclusion: 'Sprouted sorghum can replace up to 75% of maize in quail diets.',
    coverLetter: 'Dear Editor, we submit our research article on sprouted sorghum in quail diets for your consideration.',
    ethicsStatement: 'Approved by the Animal Research Ethics Committee of Bayero University Kano (BUK/AREC/2025/022).',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-03-23T09:00:00Z', step: 'handle' },
      { at: '2026-04-01T11:00:00Z', step: 'invite', reviewers: ['grace', 'pieter'] },
      {
        at: '2026-05-11T09:00:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Accept',
        commentsToAuthor:
          'A practical and well-designed study. Please add the proximate composition of sprouted and unsprouted sorghum to the materials section.',
      },
      {
        at: '2026-05-20T14:30:00Z',
        step: 'review',
        reviewer: 'pieter',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'Please describe the sprouting procedure in enough detail to be repeated (steeping time, temperature, drying) and check the grain for mould before use, since sprouting in warm conditions can favour fungal growth.',
      },
      {
        at: '2026-06-02T10:20:00Z',
        step: 'decide',
        decision: 'minor_revision',
        comments:
          'Reviewer 2 asks for the sprouting procedure in enough detail to be repeated and for the check for moulds; please add both, with the proximate composition Reviewer 1 asks for. I will check the revision myself.',
      },
      {
        at: '2026-06-24T08:15:00Z',
        step: 'revise',
        coverLetter:
          'Dear Editor, thank you for the reviewers\' helpful comments. We have added the sprouting procedure (steeping, germination and drying conditions), the check for moulds and the proximate composition of sprouted and unsprouted sorghum; a point-by-point response follows the manuscript.',
      },
      {
        at: '2026-07-08T10:20:00Z',
        step: 'decide',
        decision: 'accept',
        comments:
          'Thank you for a careful revision that answers every comment. The publication invoice will follow.',
      },
    ],
  },
  {
    submitter: 'otieno',
    slug: 'pond-aquaculture-climate-resilience-uganda',
    category: 'Fisheries and Aquaculture',
    title: 'Climate resilience of smallholder pond aquaculture in northern Uganda: water availability and adaptive practices',
    keywords: ['pond aquaculture', 'climate resilience', 'water availability', 'adaptation', 'Uganda'],
    authors: ['otieno', 'nakato', 'moyo'],
    specialIssue: 0,
    handlingEditor: 'yusuf',
    submittedAt: '2026-11-02T07:55:00Z',
    site: 'the Lira, Gulu and Apac districts of northern Uganda',
    background: 'Smallholder fish ponds in northern Uganda depend on rainfall and seasonal streams, and longer dry spells increasingly leave ponds too shallow to hold fish.',
    objective: 'The study assessed the vulnerability of pond aquaculture to water shortage and the adaptive practices used by farmers.',
    methods: 'Water levels in 64 ponds were monitored for two years, and 210 fish farmers were surveyed about losses and adaptation practices.',
    results: 'Forty-one percent of ponds fell below 50 cm depth during the dry season. Farmers who deepened ponds, stocked earlier or switched to faster-growing strains lost less production.',
    conclusion: 'Pond design and stocking calendars adapted to the rainfall regime can make smallholder aquaculture more resilient.',
    coverLetter: 'Dear Editor, we submit this manuscript for the special issue on Climate-Smart Agriculture in Sub-Saharan Africa.',
    conflictOfInterest: NO_CONFLICT,
    history: [],
  },
  {
    submitter: 'otieno',
    slug: 'cassava-leaf-meal-tilapia-ponds',
    category: 'Fisheries and Aquaculture',
    title: 'Growth and economic performance of Nile tilapia fed cassava leaf meal-based diets in earthen ponds',
    keywords: ['cassava leaf meal', 'Nile tilapia', 'earthen ponds', 'low-cost feeds', 'economic analysis'],
    authors: ['otieno', 'ssemakula', 'nakato', 'rahman'],
    specialIssue: 4,
    handlingEditor: 'yusuf',
    submittedAt: '2026-08-24T14:10:00Z',
    site: 'twelve earthen ponds at a farmer cooperative in Mukono District, Uganda',
    background: 'Cassava leaves are rich in protein and widely available after root harvest in Uganda, but their use in fish feeds is limited by cyanogenic compounds and fibre.',
    objective: 'We assessed the growth and economic returns of tilapia fed diets containing processed cassava leaf meal in earthen ponds.',
    methods: 'Four diets with 0, 10, 20 and 30% sun-dried, ensiled cassava leaf meal were fed to tilapia in triplicate ponds for 180 days.',
    results: 'Fish fed 20% leaf meal grew as well as the control, and the cost of feed per kilogram of fish was 18% lower. Growth was reduced at 30% inclusion.',
    conclusion: 'Ensiled cassava leaf meal can be included at 20% in pond tilapia diets.',
    coverLetter: 'Dear Editor, we submit a pond-scale feeding trial for the special issue on Aquatic Food Systems for Nutrition and Livelihoods; we believe it will interest readers concerned with low-cost aquafeeds.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-08-26T09:00:00Z', step: 'handle' },
      { at: '2026-09-07T09:40:00Z', step: 'invite', reviewers: ['kwame', 'grace'] },
      { at: '2026-09-09T07:30:00Z', step: 'accept', reviewer: 'kwame' },
      {
        at: '2026-10-30T12:00:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'Please report the residual cyanide content of the ensiled leaf meal and the water quality parameters of the ponds during the trial.',
      },
    ],
  },
  {
    submitter: 'otieno',
    slug: 'antibiotic-residues-tilapia-kampala-markets',
    category: 'Fisheries and Aquaculture',
    title: 'Antibiotic residues and resistant bacteria in farmed tilapia sold in Kampala markets',
    keywords: ['antibiotic residues', 'tilapia', 'food safety', 'antimicrobial resistance', 'fish markets'],
    authors: ['otieno', 'mutua', 'alemu'],
    specialIssue: 1,
    handlingEditor: 'yusuf',
    submittedAt: '2026-07-06T10:35:00Z',
    site: 'eight retail fish markets in Kampala, Uganda',
    background: 'Antibiotics are used in intensive tilapia farming in Uganda, but residues in fish reaching consumers and the resistance of associated bacteria have not been studied.',
    objective: 'This study determined antibiotic residues and the resistance of bacteria in farmed tilapia sold in Kampala.',
    methods: 'A total of 192 fish were sampled from eight markets. Residues of oxytetracycline, sulphonamides and enrofloxacin were measured by LC-MS/MS, and Aeromonas and E. coli isolates were tested for susceptibility.',
    results: 'Residues were detected in 23% of fish, and 6% exceeded maximum residue limits, all for oxytetracycline. Multidrug resistance was found in 38% of Aeromonas isolates.',
    conclusion: 'Monitoring of antibiotic use on fish farms and of residues in markets should be introduced.',
    coverLetter: 'Dear Editor, we submit our study for the special issue on One Health: Food Safety and Antimicrobial Resistance along Animal Value Chains.',
    conflictOfInterest: NO_CONFLICT,
    acknowledgments: 'We thank the market vendors who allowed sampling.',
    history: [
      { at: '2026-07-08T09:20:00Z', step: 'handle' },
      {
        at: '2026-07-20T08:30:00Z',
        step: 'invite',
        reviewers: ['grace', 'pieter'],
        overrides: { grace: 'Daniel Mutua works in another department of her university; she is the only reviewer in the pool for post-harvest fish handling and has never worked with him.' },
      },
      {
        at: '2026-09-14T13:15:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Major Revision',
        commentsToAuthor:
          'The study addresses an important food safety question. However, the LC-MS/MS method is described without validation data: please provide recovery, limits of detection and quantification for each compound in fish muscle. It is also unclear whether fish sold in different markets came from different farms; if not, the samples are not independent. Finally, the sources of the maximum residue limits used must be cited.',
      },
      {
        at: '2026-10-02T09:40:00Z',
        step: 'review',
        reviewer: 'pieter',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'A useful data set. The resistance results should be interpreted with breakpoints appropriate for aquatic bacteria, and intermediate results should be reported separately rather than combined with resistant isolates. Please add a map of the markets sampled.',
      },
      {
        at: '2026-10-20T11:25:00Z',
        step: 'decide',
        decision: 'major_revision',
        comments:
          'Major revision. The reviewers ask for details of the method validation, a justification of the sampling design and a more cautious interpretation of the resistance data. Please revise within six weeks.',
      },
    ],
  },
  {
    submitter: 'eze',
    slug: 'microcredit-technical-efficiency-cassava-enugu',
    category: 'Agricultural Economics and Extension',
    title: 'Access to microcredit and the technical efficiency of smallholder cassava farmers in Enugu State, Nigeria: a stochastic frontier analysis',
    keywords: ['microcredit', 'technical efficiency', 'stochastic frontier', 'cassava', 'smallholder farmers'],
    authors: ['eze', 'amoah', 'nwosu'],
    handlingEditor: 'bello',
    submittedAt: '2026-06-01T10:05:00Z',
    site: 'the Nsukka, Udi and Awgu agricultural zones of Enugu State, Nigeria',
    background: 'Microfinance banks and cooperative credit schemes have expanded in rural south-eastern Nigeria, but whether their loans make smallholders more efficient producers, rather than only larger ones, is not known.',
    objective: 'The study estimated the technical efficiency of cassava farmers and the contribution of access to microcredit to it.',
    methods: 'A stochastic production frontier with a one-step inefficiency model was estimated on data from 320 farmers, 146 of whom had borrowed from a microfinance bank or cooperative in the previous two seasons; selection into borrowing was modelled with a sample-selection correction.',
    results: 'Mean technical efficiency was 0.68. Borrowers were 9 percentage points more efficient than comparable non-borrowers, mainly through timely planting and weeding, while loans disbursed after planting had no effect. Extension contact and membership of cooperatives also reduced inefficiency.',
    conclusion: 'Credit timed to the cropping calendar, delivered with extension advice, can raise the efficiency of smallholder cassava production.',
    coverLetter: 'Dear Editor, we submit our original research article on microcredit and the technical efficiency of cassava farmers. It addresses selection into borrowing explicitly, which earlier studies in the region did not.',
    conflictOfInterest: NO_CONFLICT,
    acknowledgments: 'We thank the Enugu State Agricultural Development Programme and the cooperatives that helped with the survey.',
    history: [
      { at: '2026-06-03T09:00:00Z', step: 'handle' },
      { at: '2026-06-15T09:30:00Z', step: 'invite', reviewers: ['kwame', 'grace'] },
      {
        at: '2026-08-04T16:20:00Z',
        step: 'review',
        reviewer: 'kwame',
        recommendation: 'Major Revision',
        commentsToAuthor:
          'The question is important and the data set is large, but the identification needs more work. The exclusion restriction of the selection equation (distance to the nearest microfinance branch) may itself affect efficiency through market access; please justify it or test alternatives. The functional form should be chosen by a likelihood-ratio test between Cobb-Douglas and translog, and the timing of loans relative to planting deserves its own analysis rather than a footnote.',
        confidentialComments: 'The timing result is the most interesting finding and is currently buried.',
      },
      {
        at: '2026-08-11T10:45:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'A clearly written paper. Please describe the loan products (size, interest rate, repayment period) so that readers can judge what access to credit means here, report the distribution of efficiency scores and not only the mean, and discuss how the results compare with studies of credit and efficiency in Ghana and Kenya.',
      },
      {
        at: '2026-08-25T14:00:00Z',
        step: 'decide',
        decision: 'major_revision',
        comments:
          'Both reviewers value the study. Reviewer 1 asks for a stronger case for the selection model and a fuller analysis of loan timing; please answer every comment point by point. The revised manuscript will return to the reviewers.',
      },
      {
        at: '2026-09-28T09:10:00Z',
        step: 'revise',
        coverLetter:
          'Dear Editor, we thank the reviewers for their careful reading. We now test two further exclusion restrictions, choose the translog form by a likelihood-ratio test, analyse loan timing in a new section, and describe the loan products in a table. A point-by-point response follows the manuscript.',
      },
      { at: '2026-10-01T08:45:00Z', step: 'reinvite' },
      { at: '2026-10-02T10:05:00Z', step: 'accept', reviewer: 'kwame' },
      {
        at: '2026-11-13T11:20:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Accept',
        commentsToAuthor:
          'The authors have answered all of my comments. The new table of loan products and the section on loan timing make the contribution much clearer, and the comparison with Ghana and Kenya is now well placed in the discussion. I recommend acceptance.',
      },
      {
        at: '2026-11-14T16:50:00Z',
        step: 'draft',
        reviewer: 'kwame',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'The two new exclusion restrictions and the likelihood-ratio test answer my main concern. The new section on loan timing is convincing; the remaining point is whether late loans were used for the next season rather than wasted. (Draft: finish the table comments.)',
      },
    ],
  },
  {
    submitter: 'eze',
    slug: 'mobile-advisories-fertiliser-maize-kogi',
    category: 'Agricultural Economics and Extension',
    title: 'Mobile phone advisory services, fertiliser use and maize yields among smallholder farmers in Kogi State, Nigeria',
    keywords: ['mobile phone advisory', 'digital extension', 'fertiliser use', 'maize', 'difference-in-differences'],
    authors: ['eze', 'nwosu', 'kimani'],
    handlingEditor: 'bello',
    submittedAt: '2026-08-10T13:30:00Z',
    site: 'twelve maize-growing communities of Kogi State, Nigeria',
    background: 'Voice and text-message advisory services promise to reach farmers that extension agents rarely visit, but evidence of their effect on input use and yields in Nigeria is scarce.',
    objective: 'We assessed whether a subscription advisory service changed fertiliser use and maize yields.',
    methods: 'Households in six communities where the service was launched and six comparison communities were surveyed before and after two seasons (n = 410), and effects were estimated by difference-in-differences with household fixed effects.',
    results: 'Subscribers applied fertiliser closer to the recommended timing and rate, used 14% more nitrogen on average and obtained maize yields 11% higher than comparable non-subscribers; effects were larger for farmers who listened to the voice messages than for those who received text only.',
    conclusion: 'Mobile advisories can complement, though not replace, extension agents, and voice messages reach more farmers than text.',
    coverLetter: 'Dear Editor, please consider our manuscript on mobile phone advisory services and fertiliser use for publication in the Journal of Agriculture and Life Sciences.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-08-12T09:00:00Z', step: 'handle' },
      {
        at: '2026-08-24T10:15:00Z',
        step: 'invite',
        reviewers: ['kwame', 'grace'],
        overrides: { grace: 'Wanjiku Kimani is in a different faculty at Nairobi and they have no joint work; her aflatoxin expertise is what this paper needs.' },
      },
      {
        at: '2026-10-19T15:00:00Z',
        step: 'review',
        reviewer: 'kwame',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'A careful evaluation with a credible design. Please show the pre-treatment trends in fertiliser use for both groups to support the parallel-trends assumption, report how many subscribers stopped using the service during the study, and give the nitrogen rates in kilograms per hectare rather than as bags.',
      },
      {
        at: '2026-10-28T09:40:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Accept',
        commentsToAuthor:
          'The paper is well written and the results are clearly presented. A short description of the content of the advisory messages (a sample message would help) would make the study easier to relate to other services.',
      },
      {
        at: '2026-11-11T11:00:00Z',
        step: 'decide',
        decision: 'minor_revision',
        comments:
          'The reviewers recommend publication after small changes: the pre-treatment trends, the attrition of subscribers, nitrogen in kilograms per hectare and a sample message. I will check the revision myself.',
      },
    ],
  },
  {
    submitter: 'otieno',
    slug: 'stocking-density-catfish-tarpaulin-tanks',
    category: 'Fisheries and Aquaculture',
    title: 'Stocking density and the growth, survival and profitability of African catfish reared in tarpaulin tanks in Wakiso District, Uganda',
    keywords: ['African catfish', 'Clarias gariepinus', 'stocking density', 'tarpaulin tanks', 'profitability'],
    authors: ['otieno', 'ssemakula', 'rahman'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-08-03T08:20:00Z',
    site: 'nine tarpaulin tanks of a farmer group in Wakiso District, Uganda',
    background: 'Tarpaulin tanks let households without ponds farm catfish in small spaces, but the stocking densities farmers use are taken from earthen ponds and may not suit tanks.',
    objective: 'The study compared the growth, survival and profitability of African catfish stocked at three densities in tarpaulin tanks.',
    methods: 'Fingerlings were stocked at 50, 100 and 150 fish per cubic metre in three tanks each and fed a commercial diet for 150 days; water quality was measured weekly.',
    results: 'Final weight fell from 612 g at the lowest to 455 g at the highest density, but total harvest and net income per tank were highest at 100 fish per cubic metre. Survival was above 85% at all densities.',
    conclusion: 'A density of 100 fish per cubic metre gives the best return in tarpaulin tanks under farmer management.',
    coverLetter: 'Dear Editor, we submit an on-farm trial of stocking densities for African catfish in tarpaulin tanks, a system spreading quickly among peri-urban households in Uganda.',
    ethicsStatement: 'Fish were handled according to the animal care guidelines of Makerere University (approval MAK/ACUC/2025/118).',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-08-05T09:30:00Z', step: 'handle' },
      { at: '2026-08-17T10:00:00Z', step: 'invite', reviewers: ['kwame', 'pieter'] },
      {
        at: '2026-10-05T14:10:00Z',
        step: 'review',
        reviewer: 'pieter',
        recommendation: 'Reject',
        commentsToAuthor:
          'With three tanks per density and no replication over time, the trial cannot separate the effect of density from differences between tanks, and the profitability figures rest on a single season of prices. The water quality data show that dissolved oxygen fell below 3 mg/L in the highest density tanks, so mortality and growth there may reflect aeration failures rather than density itself.',
      },
      {
        at: '2026-10-14T09:25:00Z',
        step: 'review',
        reviewer: 'kwame',
        recommendation: 'Major Revision',
        commentsToAuthor:
          'A practical question for small-scale farmers. The analysis should use the tank as the experimental unit, and the economic analysis needs a sensitivity analysis for feed and fish prices. The discussion should compare the results with recirculating and pond systems.',
      },
      {
        at: '2026-11-02T16:00:00Z',
        step: 'decide',
        decision: 'reject',
        comments:
          'The reviewers agree that the question matters to farmers, but with three tanks per density and low oxygen in the densest tanks the trial cannot show the effect of density itself. A replicated trial with controlled aeration would be needed.',
      },
      {
        at: '2026-11-16T10:30:00Z',
        step: 'appeal',
        reasons:
          'We believe the decision rests on a misreading of the design. The tank was the experimental unit in every analysis (Table 2 gives tank means and the error degrees of freedom), and the low oxygen readings in the densest tanks occurred on two days during a power cut, after which growth recovered (Figure 3). We ask that the manuscript be reconsidered with this correction, and we are ready to add a second season of data from the same farmer group.',
      },
    ],
  },
  // The reviewers' workspace (issue 14): a round with a declined invitation and its suggested
  // alternative, a draft and an invitation left unanswered past its date; a round whose reviews
  // are all in, waiting for the editor; fresh invitations to two of the demo reviewers.
  {
    submitter: 'abubakar',
    slug: 'baobab-pulp-heat-stressed-broilers',
    category: 'Animal Science and Production',
    title: 'Baobab fruit pulp in drinking water of heat-stressed broiler chickens in the Sudan savanna of Nigeria',
    keywords: ['baobab', 'heat stress', 'broiler chickens', 'vitamin C', 'Sudan savanna'],
    authors: ['abubakar', 'sani'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-10-19T10:20:00Z',
    site: 'the poultry research unit of a university farm in Kano, Nigeria',
    background: 'Broilers in the Sudan savanna face afternoon temperatures above 38 °C for much of the dry season, and synthetic vitamin C is costly for small producers; baobab fruit pulp is rich in ascorbic acid and sold in every local market.',
    objective: 'We tested whether baobab fruit pulp in drinking water improves the growth and heat tolerance of broilers.',
    methods: 'Two hundred and forty day-old broilers were given water with 0, 2, 4 or 6 g of baobab pulp per litre, or synthetic vitamin C, in five replicates, for 42 days during the hot season.',
    results: 'Birds given 4 g per litre gained 9% more weight than the control, had lower rectal temperatures and heterophil to lymphocyte ratios in the afternoon, and matched birds given synthetic vitamin C at a third of its cost.',
    conclusion: 'Baobab fruit pulp at 4 g per litre of drinking water is a cheap way to relieve heat stress in broilers.',
    coverLetter: 'Dear Editor, we submit a feeding trial on a cheap, locally available remedy for heat stress in broilers, a problem that limits poultry production across the Sahel.',
    ethicsStatement: 'The trial was approved by the Animal Research Ethics Committee of Bayero University Kano (approval BUK/AREC/2026/031).',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-10-21T09:15:00Z', step: 'handle' },
      { at: '2026-11-02T10:00:00Z', step: 'invite', reviewers: ['kwame', 'grace', 'pieter'] },
      {
        at: '2026-11-04T08:40:00Z',
        step: 'decline',
        reviewer: 'kwame',
        reason: 'I am on fieldwork in northern Ghana until mid-December and could not give the manuscript the time it needs before the due date.',
        suggested: { name: 'Dr Abena Owusu', email: 'abena.owusu@example.org' },
      },
      { at: '2026-11-05T14:30:00Z', step: 'accept', reviewer: 'pieter' },
      {
        at: '2026-11-17T20:10:00Z',
        step: 'draft',
        reviewer: 'pieter',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'A practical trial, clearly reported. Please give the ascorbic acid content of the baobab pulp batch used, and the temperature and humidity in the house through the day. (Draft.)',
      },
    ],
  },
  {
    submitter: 'otieno',
    slug: 'hot-smoked-nile-perch-losses-lake-victoria',
    category: 'Fisheries and Aquaculture',
    title: 'Post-harvest losses and quality of hot-smoked Nile perch along the Lake Victoria value chain in Uganda',
    keywords: ['post-harvest losses', 'fish smoking', 'Nile perch', 'value chain', 'food safety'],
    authors: ['otieno', 'ssemakula', 'rahman'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-09-14T09:30:00Z',
    site: 'six landing sites and three markets on the Ugandan shore of Lake Victoria',
    background: 'Hot smoking is the main way to preserve Nile perch frames and small fish for inland markets, but losses from fragmentation, insects and mould are thought to be high and are rarely measured.',
    objective: 'The study measured physical and quality losses of hot-smoked fish from landing to retail and their causes.',
    methods: 'Batches of fish were followed from 18 smoking kilns to retail, weighed at each stage and sampled for moisture, histamine and polycyclic aromatic hydrocarbons.',
    results: 'Physical losses averaged 17% of the smoked weight, mostly from breakage in transport, and a quarter of retail samples exceeded the European limit for benzo[a]pyrene. Improved kilns halved hydrocarbon levels.',
    conclusion: 'Better packaging and improved kilns would reduce both losses and health risks in the smoked fish trade.',
    coverLetter: 'Dear Editor, please consider our study of losses and contaminants in the smoked fish trade of Lake Victoria.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-09-16T08:20:00Z', step: 'handle' },
      { at: '2026-09-28T11:00:00Z', step: 'invite', reviewers: ['grace', 'pieter'] },
      { at: '2026-09-30T09:45:00Z', step: 'accept', reviewer: 'pieter' },
      { at: '2026-10-01T13:10:00Z', step: 'accept', reviewer: 'grace' },
      {
        at: '2026-10-27T15:30:00Z',
        step: 'review',
        reviewer: 'grace',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'An important and careful study. Please explain how batches were chosen at each landing site, report losses separately for frames and whole small fish, and give the detection limits of the hydrocarbon analysis.',
      },
      {
        at: '2026-11-09T10:15:00Z',
        step: 'review',
        reviewer: 'pieter',
        recommendation: 'Minor Revision',
        commentsToAuthor:
          'The loss assessment is convincing. The comparison of kiln types would be stronger with the number of kilns of each type and the fuel they use; the discussion of the European limit should say which markets the fish reach.',
        confidentialComments: 'The histamine results look too low for fish held this long; the editor may want to ask for the raw data.',
      },
    ],
  },
  {
    submitter: 'otieno',
    slug: 'black-soldier-fly-catfish-fingerlings',
    category: 'Fisheries and Aquaculture',
    title: 'Black soldier fly larvae meal as a replacement for fishmeal in diets of African catfish fingerlings',
    keywords: ['black soldier fly', 'insect meal', 'African catfish', 'fishmeal replacement', 'fingerlings'],
    authors: ['otieno', 'nakato'],
    handlingEditor: 'yusuf',
    submittedAt: '2026-11-10T08:05:00Z',
    site: 'the hatchery of an aquaculture research station near Kampala, Uganda',
    background: 'Fishmeal is the most expensive ingredient of catfish feeds in East Africa, and black soldier fly larvae can be reared on market waste close to fish farms.',
    objective: 'We measured the growth, survival and feed costs of catfish fingerlings fed diets in which larvae meal replaced fishmeal.',
    methods: 'Fingerlings were fed diets with 0, 25, 50, 75 or 100% of fishmeal replaced by defatted larvae meal in triplicate tanks for 56 days.',
    results: 'Up to 50% replacement gave the same growth and survival as the control and cut feed cost per kilogram of fish by 14%; full replacement reduced growth by a fifth.',
    conclusion: 'Larvae meal can replace half of the fishmeal in catfish fingerling diets.',
    coverLetter: 'Dear Editor, we submit a feeding trial on insect meal for catfish fingerlings, a topic of growing interest for aquafeed producers in the region.',
    conflictOfInterest: NO_CONFLICT,
    history: [
      { at: '2026-11-12T09:40:00Z', step: 'handle' },
      { at: '2026-11-20T10:30:00Z', step: 'invite', reviewers: ['kwame', 'pieter'] },
    ],
  },
];

/** Published papers with a demo author account among their authors are submitted by that account. */
export const DEMO_AUTHOR_KEYS: readonly DemoAuthorKey[] = ['eze', 'abubakar', 'otieno'];
