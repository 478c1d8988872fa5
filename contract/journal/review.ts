/**
 * Peer review as the journal publishes it (reading-side.md §1, §4, §9; acting-side.md §4, §9).
 * The timeline follows docs/decisions/0013-review-timelines.md; the decision categories follow
 * docs/decisions/0016-editorial-decision-categories.md.
 */
export const REVIEW_MODEL = 'Double-blind peer review';
export const MIN_REVIEWERS = 2;
/** Editors invite 2-3 reviewers per manuscript (acting-side.md §5, §9). */
export const RECOMMENDED_REVIEWERS = { min: 2, max: 3 } as const;

export interface ReviewStage {
  id: string;
  stage: string;
  duration: string;
  /** Upper bound in weeks, for totals and the editors' reminders. */
  maxWeeks: number;
  description: string;
}

/** Reading A of the spec's two timelines: it matches the editors' "complete review within 8 weeks". */
export const REVIEW_TIMELINE: readonly ReviewStage[] = [
  {
    id: 'initial-review',
    stage: 'Initial review',
    duration: '2-3 weeks',
    maxWeeks: 3,
    description: 'The Editor-in-Chief screens the manuscript for scope, originality, ethics and completeness, and a Section Editor is assigned.',
  },
  {
    id: 'peer-review',
    stage: 'Peer review',
    duration: '4-8 weeks',
    maxWeeks: 8,
    description: 'At least two independent reviewers evaluate the anonymised manuscript; the Section Editor follows up with reviewers after 3 weeks.',
  },
  {
    id: 'revision',
    stage: 'Revision by the authors',
    duration: '2-4 weeks',
    maxWeeks: 4,
    description: 'Authors answer every reviewer comment and upload a revised manuscript with a point-by-point response.',
  },
  {
    id: 'final-decision',
    stage: 'Final decision',
    duration: '2 weeks',
    maxWeeks: 2,
    description: 'The Editor-in-Chief makes the final decision on the Section Editor’s recommendation and the reviewers’ reports.',
  },
];

/** From submission to first decision, without the authors' revision time (acting-side.md §9). */
export const STANDARD_REVIEW_DURATION = '8-12 weeks';
/** With the rush-processing option of the fee schedule (acting-side.md §9). */
export const EXPEDITED_REVIEW_DURATION = '4-6 weeks';

/** Editors' working targets (acting-side.md §9 "Editor guidelines"). */
export const EDITOR_TARGETS = {
  screeningDays: 7,
  reviewerFollowUpWeeks: 3,
  reviewCompleteWeeks: 8,
} as const;

export interface ReviewStep {
  title: string;
  description: string;
}

/** The described process (reading-side.md §4; acting-side.md §4), in order. */
export const REVIEW_PROCESS_STEPS: readonly ReviewStep[] = [
  { title: 'Submission', description: 'The corresponding author submits the manuscript, cover letter and declarations through the online system and receives an acknowledgement.' },
  { title: 'Editorial screening', description: 'The Editor-in-Chief checks scope, originality, formatting, ethics approvals and similarity before review. Manuscripts outside the scope or below the journal’s standards are declined at this stage.' },
  { title: 'Section editor assignment', description: 'A Section Editor with expertise in the subject takes charge of the manuscript and oversees its review.' },
  { title: 'Reviewer selection', description: `The Section Editor invites at least ${MIN_REVIEWERS} independent experts with no conflict of interest with the authors.` },
  { title: 'Peer review', description: 'Reviewers assess the anonymised manuscript and send reports and a recommendation. Authors and reviewers do not learn each other’s identities.' },
  { title: 'Editorial decision', description: 'The Editor-in-Chief makes the final decision, which is sent to the corresponding author with the reviewers’ comments.' },
];

export interface DecisionCategory {
  name: string;
  meaning: string;
}

export const DECISION_CATEGORIES: readonly DecisionCategory[] = [
  { name: 'Accept', meaning: 'The manuscript is accepted as it stands, subject to copy-editing.' },
  { name: 'Minor Revision', meaning: 'Small changes are needed; the editor checks the revision, usually without a new round of review.' },
  { name: 'Major Revision', meaning: 'Substantial changes are needed; the revised manuscript returns to the reviewers.' },
  { name: 'Reject and Resubmit', meaning: 'The work is promising but needs new data or analysis; a substantially new manuscript may be submitted later and is treated as a new submission.' },
  { name: 'Reject', meaning: 'The manuscript is not suitable for the journal and may not be resubmitted.' },
];

/** Appeals (reading-side.md §4; acting-side.md §9). */
export const APPEALS = {
  windowDays: 30,
  answeredIn: '4-6 weeks',
  outcomes: ['Upheld', 'Reversed', 'Modified'] as const,
} as const;
